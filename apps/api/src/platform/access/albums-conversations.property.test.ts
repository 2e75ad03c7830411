import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  EventPhoto,
  EventPhotos,
  Mentionable,
  PhotoTagCandidates,
  UnreadCounts,
} from '@dugout/shared';
import { loadMember } from '../auth/auth-plugin';
import { postPhoto } from '../../testing/event-photos';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { canSeeContent, canSeeEvent, type Audience } from './audience';
import { canNamePoster } from './conversations';
import { CHILD_ROLES } from './households';
import { canManagePhotos, canSeeAlbum, canSeePhoto, mustHoldPhoto, photoVisibleTo } from './photos';
import { viewerOf, type Viewer } from './viewer';

/**
 * The access property test of albums and conversations (issue 29), over generated worlds where
 * audiences (affiliations) and teams both vary: members with an affiliation or none, the
 * directory or not, hidden or not, on teams with a role, in households as a guardian or a child
 * whose photo consent is given or not (and changed by a guardian through the route later);
 * events and content items with audiences and teams; photos uploaded through the route by a
 * generated member, tagging the people the route offers, some approved by an admin.
 *
 * - Albums: the route's list of each event's photos = the predicates (`canSeeAlbum`,
 *   `canSeePhoto`) = their SQL twin (`photoVisibleTo`); a photo read by id (a takedown request)
 *   answers 404 exactly when the twin hides it.
 * - Consent holds: a photo tagging a child without a guardian's consent is held (the upload's
 *   answer and the stored row), and a held photo reaches no one but its uploader and the
 *   managers of its event until a manager approves it; withdrawing consent holds it again.
 * - Conversations: reading and posting under an event or content item are allowed exactly when
 *   its audience and teams allow (`canSeeEvent`, `canSeeContent`: else 404); the unread counts
 *   name exactly the subjects the member may read; the "@" suggestions and the mentions stored
 *   with a post are only members who may read the conversation.
 */

const TEAM_ROLE = fc.constantFrom(
  'player' as const,
  'coach' as const,
  'player' as const,
  'manager' as const,
);
const memberArb = fc.record({
  /** One member in six is an admin (who sees and manages everything). */
  admin: fc.nat(5).map((n) => (n === 0 ? 'site:admin' : null)),
  directory: fc.boolean(),
  hidden: fc.nat(3).map((n) => n === 0),
  affiliation: fc.option(fc.nat(2), { freq: 3, nil: null }),
  on: fc.array(fc.option(TEAM_ROLE, { nil: null }), { minLength: 2, maxLength: 2 }),
  household: fc.option(
    fc.tuple(
      fc.nat(1),
      fc.constantFrom('guardian' as const, 'player' as const, 'sibling' as const),
    ),
    { freq: 4, nil: null },
  ),
  /** A child's photo consent at first, and whether a guardian changes it after the uploads. */
  consent: fc.nat(2).map((n) => n === 0),
  flip: fc.nat(3).map((n) => n === 0),
});
/** Half the items are open to all (others than the uploader see its album), half restricted. */
const itemArb = fc.oneof(
  fc.constant({ audience: [] as number[], teams: [] as number[] }),
  fc.record({
    audience: fc.uniqueArray(fc.nat(2), { maxLength: 2 }),
    teams: fc.uniqueArray(fc.nat(1), { maxLength: 2 }),
  }),
);
// Most uploaders are drawn among those who see the event (the others are refused, 404); a third
// of the held photos are approved: worlds where held photos meet other readers are common.
const photoArb = fc.record({
  event: fc.nat(2),
  uploader: fc.nat(4),
  uploaderSees: fc.nat(3).map((n) => n > 0),
  tags: fc.uniqueArray(fc.nat(4), { minLength: 1, maxLength: 3 }),
  approve: fc.nat(3).map((n) => n === 0),
});
// Each member posts once per subject: at most 5 subjects, under POSTS_PER_MINUTE_MAX (10).
const scenarioArb = fc.record({
  affiliations: fc.integer({ min: 1, max: 3 }),
  teams: fc.integer({ min: 1, max: 2 }),
  members: fc.array(memberArb, { minLength: 3, maxLength: 5 }),
  events: fc.array(itemArb, { minLength: 1, maxLength: 3 }),
  content: fc.array(itemArb, { maxLength: 2 }),
  photos: fc.array(photoArb, { maxLength: 5 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

interface Member {
  id: string;
  hidden: boolean;
  /** Null: in no household; else its index and the member's role there. */
  household: Scenario['members'][number]['household'];
  child: boolean;
  consent: boolean;
  flip: boolean;
  viewer: Viewer;
}
interface Item {
  kind: 'event' | 'content';
  id: string;
  audience: Audience;
  teams: number[];
}
interface Photo {
  id: number;
  event: Item;
  uploaderId: string;
  tagged: Member[];
  approved: boolean;
}

let t: TestApp;
const BUSY_MACHINE_MS = 300_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sorted = <T>(xs: Iterable<T>) => [...xs].sort();

async function insertWorld(s: Scenario) {
  const db = t.database.db;
  const token = `ac${crypto.randomBytes(5).toString('hex')}`;
  const admin = await t.contactId('admin');
  const affiliations: number[] = [];
  for (let i = 0; i < s.affiliations; i++) {
    const row = await db
      .insertInto('affiliations')
      .values({ name: `${token} affiliation ${i}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    affiliations.push(row.id);
  }
  const teams: number[] = [];
  for (let i = 0; i < s.teams; i++) {
    const row = await db
      .insertInto('teams')
      .values({ name: `${token} team ${i}`, short_name: `T${i}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    teams.push(row.id);
  }
  const households: number[] = [];
  for (let i = 0; i < 2; i++) {
    const h = await db
      .insertInto('households')
      .values({ name: `${token} household ${i}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    households.push(h.id);
  }
  const ids: string[] = [];
  for (const [i, m] of s.members.entries()) {
    const row = await db
      .insertInto('contacts')
      .values({
        first_name: `${token} member${i}`,
        last_name: 'Property',
        email: `${token}.${i}@property.test`,
        is_site_user: true,
        hide_contact_from_others: m.hidden,
        permissions: [m.admin, m.directory ? 'view:contacts' : null].filter(
          (p): p is string => p !== null,
        ),
        affiliation_id:
          m.affiliation === null ? null : affiliations[m.affiliation % s.affiliations]!,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    const on = m.on.flatMap((role, k) =>
      role && k < teams.length ? [{ team_id: teams[k]!, role, contact_id: row.id }] : [],
    );
    if (on.length) await db.insertInto('team_members').values(on).execute();
    if (m.household) {
      await db
        .insertInto('household_members')
        .values({
          household_id: households[m.household[0]]!,
          contact_id: row.id,
          role: m.household[1],
        })
        .execute();
    }
    const child = !!m.household && CHILD_ROLES.includes(m.household[1]);
    if (child && m.consent) {
      await db.insertInto('photo_consents').values({ contact_id: row.id, set_by: admin }).execute();
    }
  }
  const members: Member[] = [];
  for (const [i, m] of s.members.entries()) {
    // The viewer as the auth gate loads it (household, teams, managed teams).
    const loaded = await loadMember(db, ids[i]!);
    members.push({
      id: ids[i]!,
      hidden: m.hidden,
      household: m.household,
      child: !!m.household && CHILD_ROLES.includes(m.household[1]),
      consent: !!m.household && CHILD_ROLES.includes(m.household[1]) && m.consent,
      flip: m.flip,
      viewer: viewerOf(loaded!.member),
    });
  }

  const items: Item[] = [];
  const itemOf = (g: Scenario['events'][number]) => ({
    audience: [...new Set(g.audience.map((a) => affiliations[a % s.affiliations]!))],
    teams: [...new Set(g.teams.map((k) => teams[k % s.teams]!))],
  });
  for (const [i, g] of s.events.entries()) {
    const { audience, teams: of } = itemOf(g);
    const event = await db
      .insertInto('events')
      .values({
        name: `${token} event${i}`,
        description: '',
        date: new Date(Date.now() + 7 * 24 * 3600 * 1000),
        tags: [],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (audience.length) {
      await db
        .insertInto('event_affiliations')
        .values(audience.map((affiliation_id) => ({ event_id: event.id, affiliation_id })))
        .execute();
    }
    if (of.length) {
      await db
        .insertInto('event_teams')
        .values(of.map((team_id) => ({ event_id: event.id, team_id })))
        .execute();
    }
    items.push({ kind: 'event', id: event.id, audience, teams: of });
  }
  for (const [i, g] of s.content.entries()) {
    const { audience, teams: of } = itemOf(g);
    const item = await db
      .insertInto('content')
      .values({
        description: `${token} content${i}`,
        file_name: 'notes.pdf',
        file_type: 'pdf',
        content_type: 'application/pdf',
        blob_key: `property/${token}/${i}.pdf`,
        thumbnail_key: null,
        display_key: null,
        category: 'Events & Announcements',
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (audience.length) {
      await db
        .insertInto('content_affiliations')
        .values(audience.map((affiliation_id) => ({ content_id: item.id, affiliation_id })))
        .execute();
    }
    if (of.length) {
      await db
        .insertInto('content_teams')
        .values(of.map((team_id) => ({ content_id: item.id, team_id })))
        .execute();
    }
    items.push({ kind: 'content', id: item.id, audience, teams: of });
  }
  // A post by an admin under every subject: unread for everyone else who may read it.
  for (const item of items) {
    const key = item.kind === 'event' ? { event_id: item.id } : { content_id: item.id };
    const conversation = await db
      .insertInto('conversations')
      .values(key)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('conversation_posts')
      .values({ conversation_id: conversation.id, author_id: admin, body: `${token} first` })
      .execute();
  }
  return { token, members, items };
}

/** Whether the viewer may see the subject, by its own rule (audience and teams). */
function sees(v: Viewer, item: Item): boolean {
  return item.kind === 'event'
    ? canSeeEvent(v, item.audience, item.teams)
    : canSeeContent(v, item.audience, item.teams);
}

/** Held, from the generated facts: a tagged child without consent now, and no approval since. */
const heldNow = (p: Photo) => !p.approved && p.tagged.some((m) => m.child && !m.consent);

/** Uploads, consent changes and approvals through the routes, checked as they go. */
async function addPhotos(s: Scenario, members: Member[], events: Item[]): Promise<Photo[]> {
  const photos: Photo[] = [];
  for (const g of s.photos) {
    const event = events[g.event % events.length]!;
    const seeing = members.filter((m) => canSeeAlbum(m.viewer, event.audience, event.teams));
    const from = g.uploaderSees && seeing.length ? seeing : members;
    const uploader = from[g.uploader % from.length]!;
    const url = `/api/event/${event.id}/photo-tag-candidates`;
    const offered = await t.injectAs(uploader.id, { method: 'GET', url });
    if (!canSeeAlbum(uploader.viewer, event.audience, event.teams)) {
      expect(offered.statusCode, 'tag candidates of a hidden event').toBe(404);
      expect((await postPhoto(t, uploader.id, event.id)).statusCode, 'upload hidden').toBe(404);
      continue;
    }
    const people = offered.json<PhotoTagCandidates>().people;
    for (const m of members) {
      const person = people.find((p) => p.id === m.id);
      if (person) expect([person.child, person.consent], 'tag facts').toEqual([m.child, m.consent]);
    }
    // Tags among the generated people the route offers, children without consent first (held
    // photos are what the property is about).
    const withoutConsent = (m: Member) => Number(m.child && !m.consent);
    const offeredMembers = people
      .flatMap((p) => members.filter((m) => m.id === p.id))
      .sort((a, b) => withoutConsent(b) - withoutConsent(a));
    const tagged = offeredMembers.length
      ? [...new Set(g.tags.map((k) => offeredMembers[k % offeredMembers.length]!))]
      : [];
    const res = await postPhoto(t, uploader.id, event.id, { tags: tagged.map((m) => m.id) });
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<EventPhoto>();
    const unconsented = tagged.some((m) => m.child && !m.consent);
    expect(photo.held, 'held for consent').toBe(unconsented);
    expect(mustHoldPhoto(tagged), 'the rule').toBe(unconsented);
    photos.push({ id: photo.id, event, uploaderId: uploader.id, tagged, approved: false });
  }
  // A guardian changes a child's consent: its photos are held or shown again.
  for (const child of members.filter((m) => m.child && m.flip)) {
    const guardian = members.find(
      (m) => m.household?.[1] === 'guardian' && m.household[0] === child.household![0],
    );
    if (!guardian) continue;
    const res = await t.injectAs(guardian.id, {
      method: 'PUT',
      url: `/api/me/photo-consent/${child.id}`,
      payload: { consent: !child.consent },
    });
    expect(res.statusCode, res.body).toBe(204);
    child.consent = !child.consent;
  }
  for (const [i, p] of photos.entries()) {
    if (!s.photos[i]!.approve) continue;
    const held = heldNow(p);
    const res = await t.injectAs('admin', {
      method: 'POST',
      url: `/api/event-photos/${p.id}/approve`,
    });
    expect(res.statusCode, `approve ${res.body}`).toBe(held ? 204 : 409);
    p.approved = held;
  }
  const stored = await t.database.db
    .selectFrom('event_photos')
    .select(['id', 'held'])
    .where('id', 'in', photos.length ? photos.map((p) => p.id) : [-1])
    .execute();
  for (const p of photos) {
    expect(stored.find((r) => r.id === p.id)?.held, 'stored held').toBe(heldNow(p));
  }
  return photos;
}

it(
  'shows albums, held photos and conversations exactly as their event or content item allows, and consent holds',
  async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        const w = await insertWorld(s);
        const events = w.items.filter((i) => i.kind === 'event');
        const photos = await addPhotos(s, w.members, events);
        const db = t.database.db;

        for (const me of w.members) {
          const v = me.viewer;
          const as = (url: string) => t.injectAs(v.id, { method: 'GET', url });
          const mayPhoto = (p: Photo) =>
            canSeeAlbum(v, p.event.audience, p.event.teams) &&
            canSeePhoto(v, { uploaderId: p.uploaderId, held: heldNow(p) }, p.event.teams);

          // Albums: route = predicate = SQL twin.
          for (const e of events) {
            const res = await as(`/api/event/${e.id}/photos`);
            expect(res.statusCode, 'album').toBe(canSeeAlbum(v, e.audience, e.teams) ? 200 : 404);
            if (res.statusCode !== 200) continue;
            const listed = res.json<EventPhotos>().photos.map((p) => p.id);
            const ofEvent = photos.filter((p) => p.event === e);
            expect(sorted(listed), 'album list').toEqual(
              sorted(ofEvent.filter(mayPhoto).map((p) => p.id)),
            );
            // Consent, read from the generated facts alone: a photo of a child without consent
            // reaches only its uploader and the event's managers, until it is approved.
            const manager =
              v.permissions.includes('site:admin') ||
              (e.teams.length > 0 && e.teams.every((team) => v.managedTeams?.includes(team)));
            expect(canManagePhotos(v, e.teams), 'manager').toBe(manager);
            for (const id of listed) {
              const p = ofEvent.find((x) => x.id === id)!;
              const unconsented = p.tagged.some((m) => m.child && !m.consent);
              expect(
                !unconsented || p.approved || p.uploaderId === v.id || manager,
                'a child without consent shown',
              ).toBe(true);
            }
          }
          if (photos.length) {
            const twin = await db
              .selectFrom('event_photos as p')
              .select('p.id')
              .where(
                'p.id',
                'in',
                photos.map((p) => p.id),
              )
              .where((eb) =>
                photoVisibleTo(v, {
                  eventId: eb.ref('p.event_id'),
                  uploaderId: eb.ref('p.uploader_id'),
                  held: eb.ref('p.held'),
                }),
              )
              .execute();
            expect(sorted(twin.map((r) => r.id)), 'photos in SQL').toEqual(
              sorted(photos.filter(mayPhoto).map((p) => p.id)),
            );
          }
          for (const p of photos) {
            const res = await t.injectAs(v.id, {
              method: 'POST',
              url: `/api/event-photos/${p.id}/takedown`,
              payload: { reason: '' },
            });
            expect(res.statusCode, `photo by id ${res.body}`).toBe(mayPhoto(p) ? 204 : 404);
          }

          // Conversations: read and post by the subject's audience and teams.
          const others = w.members.filter((m) => m.id !== v.id);
          for (const item of w.items) {
            const url = `/api/conversations/${item.kind}/${item.id}`;
            const what = `${item.kind} audience=${item.audience.join('+') || 'all'} teams=${
              item.teams.join('+') || 'club'
            }`;
            const read = sees(v, item);
            expect((await as(url)).statusCode, `read ${what}`).toBe(read ? 200 : 404);
            const post = await t.injectAs(v.id, {
              method: 'POST',
              url: `${url}/posts`,
              payload: { body: 'Property post', parentId: null, mentions: others.map((m) => m.id) },
            });
            expect(post.statusCode, `post ${what} ${post.body}`).toBe(read ? 201 : 404);
            const suggested = await as(`${url}/mentionable?q=${w.token}`);
            expect(suggested.statusCode, `mentionable ${what}`).toBe(read ? 200 : 404);
            if (!read) continue;
            const readers = others.filter((m) => sees(m.viewer, item));
            expect(
              sorted(suggested.json<Mentionable>().members.map((m) => m.id)),
              `mentionable ${what}`,
            ).toEqual(
              sorted(
                readers
                  .filter((m) => canNamePoster(v, { id: m.id, hide_contact_from_others: m.hidden }))
                  .map((m) => m.id),
              ),
            );
            const mentioned = await db
              .selectFrom('conversation_post_mentions')
              .select('contact_id')
              .where('post_id', '=', post.json<{ id: number }>().id)
              .execute();
            expect(sorted(mentioned.map((r) => r.contact_id)), `mentions ${what}`).toEqual(
              sorted(readers.map((m) => m.id)),
            );
          }
          const unread = (await as('/api/conversations/unread')).json<UnreadCounts>();
          const counted = [...Object.keys(unread.events), ...Object.keys(unread.content)];
          expect(
            sorted(counted.filter((id) => w.items.some((i) => i.id === id))),
            'unread subjects',
          ).toEqual(sorted(w.items.filter((i) => sees(v, i)).map((i) => i.id)));
        }
      }),
      { numRuns: 15 },
    );
  },
  BUSY_MACHINE_MS,
);
