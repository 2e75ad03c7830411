import crypto from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Contact,
  ContentList,
  EventDetail,
  EventSummary,
  HouseholdRsvps,
  SearchResults,
} from '@dugout/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  audienceIncludes,
  canHaveFileLink,
  canSeeContent,
  canSeeEvent,
  contentVisibleTo,
  eventVisibleTo,
  feedEventsVisibleTo,
  fileLinkVisibleTo,
  type Audience,
} from './audience';
import { canEditContact, canSeeContact, contactEditableBy, contactVisibleTo } from './contacts';
import { canSeeLink, linkVisibleTo } from './links';
import { householdOfContact } from './households';
import { canRsvpFor, canSeeRsvp, canSeeRsvpList, rsvpAnswerableBy, rsvpVisibleTo } from './rsvp';
import { viewerHasDirectory, viewerOfContact, type Viewer } from './viewer';

/**
 * For generated members (admin or not, directory or not, affiliation or
 * none, hidden or not), affiliations, audiences and items, the TypeScript predicate and its SQL
 * twin agree, and every surface (list, by id, search, calendar feed, signed file link, RSVP list)
 * shows a member exactly what the predicate allows. One app and database for the file; each run
 * adds its own rows, named with a token of its own, and looks only at those.
 */

const memberArb = fc.record({
  admin: fc.constantFrom(null, 'site:admin', 'IT:admin'),
  directory: fc.boolean(),
  jersey: fc.boolean(),
  affiliation: fc.option(fc.nat({ max: 2 }), { nil: null }),
  hidden: fc.boolean(),
});
const audienceArb = fc.uniqueArray(fc.nat({ max: 2 }), { maxLength: 3 });
const scenarioArb = fc.record({
  affiliations: fc.integer({ min: 1, max: 3 }),
  members: fc.array(memberArb, { minLength: 1, maxLength: 3 }),
  events: fc.array(audienceArb, { minLength: 1, maxLength: 3 }),
  content: fc.array(audienceArb, { minLength: 1, maxLength: 3 }),
  rsvps: fc.array(fc.tuple(fc.nat(2), fc.nat(2)), { maxLength: 4 }),
  links: fc.array(fc.subarray(['site:admin', 'IT:admin', 'view:contacts', 'view:jerseyform']), {
    maxLength: 3,
  }),
  /** Per member: none, or one of two households with a role. */
  households: fc.array(
    fc.option(fc.tuple(fc.nat(1), fc.constantFrom('guardian', 'player', 'sibling' as const)), {
      nil: null,
    }),
    { maxLength: 3 },
  ),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

interface Item {
  id: string;
  audience: Audience;
}
interface World {
  token: string;
  viewers: (Viewer & { hidden: boolean; feedToken: string })[];
  events: Item[];
  content: (Item & { blobKey: string })[];
  /** One open event per content item, its background the item's file. */
  imageEvents: (Item & { contentIndex: number })[];
  rsvps: { id: string; eventId: string; contactId: string }[];
  links: { id: string; viewablePermissions: string[] }[];
  orphanKey: string;
  /** An event everyone may see, for answering on behalf of others (not in `events`). */
  openEventId: string;
}

let t: TestApp;
/** A few seconds alone; room for a machine busy with other suites. */
const BUSY_MACHINE_MS = 120_000;
let feedReads = 0;
const nextFeedAddress = () => {
  feedReads += 1;
  return `10.77.${(feedReads >> 8) & 255}.${feedReads & 255}`;
};

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** Writes one generated scenario's rows; names carry a token no other run has. */
async function insertWorld(s: Scenario): Promise<World> {
  const db = t.database.db;
  const token = `pq${crypto.randomBytes(5).toString('hex')}`;
  const date = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const affiliations: number[] = [];
  for (let i = 0; i < s.affiliations; i++) {
    const row = await db
      .insertInto('affiliations')
      .values({ name: `${token} team ${i}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    affiliations.push(row.id);
  }
  const audienceOf = (indexes: number[]) => [
    ...new Set(indexes.map((i) => affiliations[i % affiliations.length]!)),
  ];

  const viewers: World['viewers'] = [];
  for (const [i, m] of s.members.entries()) {
    const feedToken = crypto.randomBytes(32).toString('base64url');
    const permissions = [
      m.admin,
      m.directory ? 'view:contacts' : null,
      m.jersey ? 'view:jerseyform' : null,
    ].filter((p): p is string => p !== null);
    const row = await db
      .insertInto('contacts')
      .values({
        first_name: `${token} member${i}`,
        last_name: 'Property',
        email: `${token}.${i}@property.test`,
        is_site_user: true,
        hide_contact_from_others: m.hidden,
        permissions,
        affiliation_id:
          m.affiliation === null ? null : affiliations[m.affiliation % affiliations.length]!,
        calendar_token: feedToken,
      })
      .returning(['id', 'permissions', 'affiliation_id'])
      .executeTakeFirstOrThrow();
    viewers.push({ ...viewerOfContact(row), hidden: m.hidden, feedToken });
  }

  // Households: the generated members' families, read back as the auth gate does.
  const households: number[] = [];
  for (const [i, h] of s.households.entries()) {
    const v = viewers[i];
    if (!h || !v) continue;
    const [index, role] = h;
    while (households.length <= index) {
      const row = await db
        .insertInto('households')
        .values({ name: `${token} household ${households.length}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      households.push(row.id);
    }
    await db
      .insertInto('household_members')
      .values({ household_id: households[index]!, contact_id: v.id, role })
      .execute();
  }
  for (const v of viewers) {
    const row = await db
      .selectFrom('contacts')
      .select((eb) => householdOfContact(eb.ref('contacts.id')).as('household'))
      .where('id', '=', v.id)
      .executeTakeFirstOrThrow();
    v.household = row.household;
  }

  const addEvent = async (name: string, audience: Audience, imageUrl: string | null) => {
    const row = await db
      .insertInto('events')
      .values({ name, description: '', date, tags: [], image_url: imageUrl })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (audience.length) {
      await db
        .insertInto('event_affiliations')
        .values(audience.map((a) => ({ event_id: row.id, affiliation_id: a })))
        .execute();
    }
    return row.id;
  };

  const events: Item[] = [];
  for (const [i, indexes] of s.events.entries()) {
    const audience = audienceOf(indexes);
    events.push({ id: await addEvent(`${token} event${i}`, audience, null), audience });
  }

  const content: World['content'] = [];
  for (const [i, indexes] of s.content.entries()) {
    const audience = audienceOf(indexes);
    const blobKey = `content/${token}-${i}.png`;
    const row = await db
      .insertInto('content')
      .values({
        description: `${token} item${i}`,
        file_name: `item${i}.png`,
        file_type: 'png',
        content_type: 'image/png',
        blob_key: blobKey,
        thumbnail_key: null,
        display_key: null,
        tags: [],
        category: 'Key Contacts',
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (audience.length) {
      await db
        .insertInto('content_affiliations')
        .values(audience.map((a) => ({ content_id: row.id, affiliation_id: a })))
        .execute();
    }
    content.push({ id: row.id, audience, blobKey });
  }

  const imageEvents: World['imageEvents'] = [];
  for (const [i, c] of content.entries()) {
    const id = await addEvent(`${token} picture${i}`, [], `/api/blob/${c.blobKey}`);
    imageEvents.push({ id, audience: [], contentIndex: i });
  }

  const rsvps: World['rsvps'] = [];
  const pairs = new Set(s.rsvps.map(([m, e]) => `${m % viewers.length}|${e % events.length}`));
  for (const pair of pairs) {
    const [m, e] = pair.split('|').map(Number) as [number, number];
    const row = await db
      .insertInto('rsvps')
      .values({ event_id: events[e]!.id, contact_id: viewers[m]!.id, status: 'yes' })
      .returning('id')
      .executeTakeFirstOrThrow();
    rsvps.push({ id: row.id, eventId: events[e]!.id, contactId: viewers[m]!.id });
  }
  const links: World['links'] = [];
  for (const [i, viewablePermissions] of s.links.entries()) {
    const row = await db
      .insertInto('searchable_links')
      .values({
        link_name: `${token} link${i}`,
        url: 'https://example.test/',
        viewable_permissions: viewablePermissions,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    links.push({ id: String(row.id), viewablePermissions });
  }
  const orphanKey = `content/${token}.png`;
  const openEventId = await addEvent(`${token} open`, [], null);
  return { token, viewers, events, content, imageEvents, rsvps, links, orphanKey, openEventId };
}

const sorted = (ids: Iterable<string>) => [...ids].sort();
const only = (ids: Iterable<string>, of: readonly { id: string }[]) => {
  const wanted = new Set(of.map((o) => o.id));
  return sorted([...ids].filter((id) => wanted.has(id)));
};
const expected = <T extends { id: string }>(items: readonly T[], see: (item: T) => boolean) =>
  sorted(items.filter(see).map((i) => i.id));

describe('the access layer', () => {
  it('lets an image from content be the background of an event exactly when everyone who may see the event may see the item', () => {
    fc.assert(
      fc.property(audienceArb, audienceArb, (c, e) => {
        // Every kind of viewer: each affiliation, one outside them all, none, and an admin.
        const kinds: Viewer[] = [0, 1, 2, 3, null].map((affiliationId) => ({
          id: 'x',
          permissions: [],
          affiliationId,
        }));
        const covered = kinds.every((v) => !canSeeEvent(v, e) || canSeeContent(v, c));
        expect(audienceIncludes(c, e)).toBe(covered);
      }),
      { numRuns: 200 },
    );
  });

  it(
    'reads each rule the same in TypeScript and in SQL, for every generated member and item',
    async () => {
      const db = t.database.db;
      await fc.assert(
        fc.asyncProperty(scenarioArb, async (s) => {
          const w = await insertWorld(s);
          const allEvents = [...w.events, ...w.imageEvents];
          const keys = [...w.content.map((c) => c.blobKey), w.orphanKey];
          for (const v of w.viewers) {
            const events = await db
              .selectFrom('events')
              .select('id')
              .where(
                'id',
                'in',
                allEvents.map((e) => e.id),
              )
              .where((eb) => eventVisibleTo(v, eb.ref('events.id')))
              .execute();
            expect(sorted(events.map((r) => r.id))).toEqual(
              expected(allEvents, (e) => canSeeEvent(v, e.audience)),
            );
            const feed = await db
              .selectFrom('events as e')
              .select('e.id')
              .where(
                'e.id',
                'in',
                allEvents.map((e) => e.id),
              )
              .where((eb) => feedEventsVisibleTo(v, { id: eb.ref('e.id'), date: eb.ref('e.date') }))
              .execute();
            expect(sorted(feed.map((r) => r.id))).toEqual(sorted(events.map((r) => r.id)));
            const content = await db
              .selectFrom('content as ct')
              .select('ct.id')
              .where(
                'ct.id',
                'in',
                w.content.map((c) => c.id),
              )
              .where((eb) => contentVisibleTo(v, eb.ref('ct.id')))
              .execute();
            expect(sorted(content.map((r) => r.id))).toEqual(
              expected(w.content, (c) => canSeeContent(v, c.audience)),
            );
            const contacts = await db
              .selectFrom('contacts as c')
              .select('c.id')
              .where(
                'c.id',
                'in',
                w.viewers.map((m) => m.id),
              )
              .where((eb) =>
                contactVisibleTo(v, {
                  id: eb.ref('c.id'),
                  hidden: eb.ref('c.hide_contact_from_others'),
                }),
              )
              .execute();
            expect(sorted(contacts.map((r) => r.id))).toEqual(
              expected(w.viewers, (c) => canSeeContact(v, c)),
            );
            const editable = await db
              .selectFrom('contacts')
              .select('id')
              .where(
                'id',
                'in',
                w.viewers.map((m) => m.id),
              )
              .where((eb) => contactEditableBy(v, eb.ref('contacts.id')))
              .execute();
            expect(sorted(editable.map((r) => r.id))).toEqual(
              expected(w.viewers, (c) => canEditContact(v, c)),
            );
            const answerable = await db
              .selectFrom('contacts as c')
              .select('c.id')
              .where(
                'c.id',
                'in',
                w.viewers.map((m) => m.id),
              )
              .where((eb) => rsvpAnswerableBy(v, eb.ref('c.id')))
              .execute();
            expect(sorted(answerable.map((r) => r.id))).toEqual(
              expected(w.viewers, (c) => canRsvpFor(v, c.id)),
            );
            // Answering for someone is editing them: one rule (never a child for a parent).
            expect(
              expected(w.viewers, (c) => canRsvpFor(v, c.id)),
              'answer = edit',
            ).toEqual(expected(w.viewers, (c) => canEditContact(v, c)));
            if (w.rsvps.length) {
              const rsvps = await db
                .selectFrom('rsvps')
                .select('id')
                .where(
                  'id',
                  'in',
                  w.rsvps.map((r) => r.id),
                )
                .where((eb) => rsvpVisibleTo(v, eb.ref('rsvps.contact_id')))
                .execute();
              expect(sorted(rsvps.map((r) => r.id))).toEqual(
                expected(w.rsvps, (r) => canSeeRsvp(v, r)),
              );
            }
            if (w.links.length) {
              const links = await db
                .selectFrom('searchable_links as l')
                .select('l.id')
                .where(
                  'l.id',
                  'in',
                  w.links.map((l) => Number(l.id)),
                )
                .where((eb) => linkVisibleTo(v, eb.ref('l.viewable_permissions')))
                .execute();
              expect(sorted(links.map((r) => String(r.id)))).toEqual(
                expected(w.links, (l) => canSeeLink(v, l)),
              );
            }
            for (const key of keys) {
              const row = await db
                .selectNoFrom(sql<boolean>`${fileLinkVisibleTo(v, sql.val(key))}`.as('ok'))
                .executeTakeFirstOrThrow();
              const owners = w.content.filter((c) => c.blobKey === key).map((c) => c.audience);
              expect(row.ok, key).toBe(canHaveFileLink(v, owners));
            }
          }
        }),
        { numRuns: 25 },
      );
    },
    BUSY_MACHINE_MS,
  );

  it(
    'shows each member the same items in every list, read by id, search, calendar feed, file link, RSVP list and searchable link',
    async () => {
      await fc.assert(
        fc.asyncProperty(scenarioArb, async (s) => {
          const w = await insertWorld(s);
          const allEvents = [...w.events, ...w.imageEvents];
          for (const v of w.viewers) {
            const as = (url: string) => t.injectAs(v.id, { method: 'GET', url });
            const seeEvents = expected(allEvents, (e) => canSeeEvent(v, e.audience));
            const seeContent = expected(w.content, (c) => canSeeContent(v, c.audience));
            const seeContacts = expected(w.viewers, (c) => canSeeContact(v, c));

            // Events: the list, each by id, the calendar feed; pictures signed per the item.
            const list = (await as('/api/event/getall')).json<EventSummary[]>();
            expect(
              only(
                list.map((e) => e.id),
                allEvents,
              ),
            ).toEqual(seeEvents);
            for (const e of w.imageEvents) {
              const owner = w.content[e.contentIndex]!;
              const shown = list.find((l) => l.id === e.id);
              expect(shown?.imageURL != null, 'picture in the list').toBe(
                canHaveFileLink(v, [owner.audience]),
              );
            }
            // The household's answers: with the event page's, what the rule allows.
            const household = (await as('/api/rsvp/household')).json<HouseholdRsvps>();
            expect(
              only(
                household.members.map((m) => m.contactId),
                w.viewers,
              ),
              'household members',
            ).toEqual(
              expected(
                w.viewers,
                (c) => c.id === v.id || !!v.household?.members.some((m) => m.contactId === c.id),
              ),
            );
            for (const e of allEvents) {
              const res = await as(`/api/event/${e.id}`);
              expect(res.statusCode, 'event by id').toBe(canSeeEvent(v, e.audience) ? 200 : 404);
              if (res.statusCode !== 200) continue;
              const detail = res.json<{ data: EventDetail }>().data;
              const image = w.imageEvents.find((i) => i.id === e.id);
              if (image) {
                const owner = w.content[image.contentIndex]!;
                expect(detail.imageURL != null, 'picture by id').toBe(
                  canHaveFileLink(v, [owner.audience]),
                );
              }
              const answers = w.rsvps.filter((r) => r.eventId === e.id);
              expect('rsvpList' in detail && detail.rsvpList !== undefined).toBe(canSeeRsvpList(v));
              const listed = detail.rsvpList?.map((r) => r.rsvpID) ?? [];
              const mine = detail.myRsvp ? [detail.myRsvp.rsvpID] : [];
              const family = household.answers
                .filter((a) => a.eventId === e.id)
                .map((a) => answers.find((r) => r.contactId === a.contactId)?.id ?? a.contactId);
              expect(sorted(new Set([...listed, ...mine, ...family]))).toEqual(
                expected(answers, (r) => canSeeRsvp(v, r)),
              );
            }
            // The feed is rate-limited per address (120 a minute); each read comes from its own
            // address so a fast machine's many runs never see 429.
            const feed = await t.app.inject({
              method: 'GET',
              url: `/api/calendar/${v.feedToken}.ics`,
              remoteAddress: nextFeedAddress(),
            });
            expect(feed.statusCode).toBe(200);
            const uids = [...feed.body.matchAll(/^UID:(.+)@dugout\r?$/gm)].map((m) => m[1]!);
            expect(only(uids, allEvents), 'calendar feed').toEqual(seeEvents);

            // Content: the list and each by id.
            const items = (await as('/api/content/getall')).json<ContentList>().content;
            expect(
              only(
                items.map((c) => c.id),
                w.content,
              ),
            ).toEqual(seeContent);
            for (const c of w.content) {
              const res = await as(`/api/content/${c.id}`);
              expect(res.statusCode, 'content by id').toBe(
                canSeeContent(v, c.audience) ? 200 : 404,
              );
            }

            // Contacts: the directory and each card (403 without the directory, 404 when hidden).
            const directory = await as('/api/contact/getall');
            if (viewerHasDirectory(v)) {
              const ids = directory.json<Contact[]>().map((c) => c.id);
              expect(only(ids, w.viewers), 'directory').toEqual(seeContacts);
            } else {
              expect(directory.statusCode).toBe(403);
            }
            for (const c of w.viewers) {
              const res = await as(`/api/contact/${c.id}`);
              const status = canSeeContact(v, c) ? 200 : viewerHasDirectory(v) ? 404 : 403;
              expect(res.statusCode, 'contact by id').toBe(status);
            }

            // Search finds what the lists show.
            const found = (
              await as(`/api/home/search?searchText=${w.token}`)
            ).json<SearchResults>();
            expect(
              only(
                found.events.map((e) => e.id),
                allEvents,
              ),
              'search events',
            ).toEqual(seeEvents);
            expect(
              only(
                found.content.map((c) => c.id),
                w.content,
              ),
              'search content',
            ).toEqual(seeContent);
            expect(
              only(
                found.contacts.map((c) => c.id),
                w.viewers,
              ),
              'search contacts',
            ).toEqual(seeContacts);
            const links = found.searchableLinks.map((l) => String(l.id));
            expect(only(links, w.links), 'search links').toEqual(
              expected(w.links, (l) => canSeeLink(v, l)),
            );

            // Answering for someone (POST /api/rsvp/new) and editing their card agree with the
            // rules: the member themself, a guardian for their household's children.
            for (const [i, c] of w.viewers.entries()) {
              const answered = await t.injectAs(v.id, {
                method: 'POST',
                url: '/api/rsvp/new',
                payload: { eventID: w.openEventId, contactID: c.id, status: 'yes' },
              });
              expect(answered.statusCode, 'answer for').toBe(canRsvpFor(v, c.id) ? 200 : 403);
              const edited = await t.injectAs(v.id, {
                method: 'PUT',
                url: `/api/contact/update/${c.id}`,
                payload: { firstName: `${w.token} member${i}`, lastName: 'Property' },
              });
              expect(edited.statusCode, 'edit contact').toBe(canEditContact(v, c) ? 200 : 403);
            }
          }
        }),
        { numRuns: 15 },
      );
    },
    BUSY_MACHINE_MS,
  );
});
