import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  canForTeams,
  type ContentList,
  type EventRides,
  type EventSummary,
  type PinnedPost,
  type SearchResults,
  type UnfilledDuties,
} from '@dugout/shared';
import { signRsvpLink } from '../../modules/notices';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { canSeeContent, canSeeEvent, contentVisibleTo, eventVisibleTo } from './audience';
import { albumVisibleTo, canAddPhoto, canSeeAlbum } from './photos';
import { isOwnRide } from './rides';
import { canSeeTeams, pinnedTeamsVisibleTo, teamsOfContact } from './teams';
import { viewerOfContact, type Viewer } from './viewer';

/**
 * The access property test, over generated teams: for generated members (admin or not, on a
 * team's roster, managing one, a guardian or sibling of a player), teams and events for some of
 * them (none: club-wide), a member's teams are those of the one rule (teams.ts), and the event
 * list, each event by id, search, the calendar feed, whom an event's notice may reach and the
 * one-tap RSVP links show exactly the events `canSeeEvent` allows, which its SQL reading agrees
 * with; each event's photo album follows its event (`canSeeAlbum`, photos.ts, and its SQL twin),
 * and only a current season's album takes new photos. A generated manager edits, and reads the RSVP list of, exactly the events whose teams
 * they all manage (`canForTeams`, team-managers.ts); admins every one. Some events are a past
 * season's (archived): they are in no list, search or feed, still readable by id, and "Past
 * seasons" lists exactly them. (The affiliation audience is access.property.test's; here every
 * event is for everyone.)
 */

const TEAM_ROLE = fc.constantFrom('player' as const, 'coach' as const, 'manager' as const);
const memberArb = fc.record({
  admin: fc.boolean(),
  /** Per team: not on it, or a role. */
  on: fc.array(fc.option(TEAM_ROLE, { nil: null }), { minLength: 3, maxLength: 3 }),
  /** One of two households with a role, or none. */
  household: fc.option(
    fc.tuple(
      fc.nat(1),
      fc.constantFrom('guardian' as const, 'player' as const, 'sibling' as const),
    ),
    { nil: null },
  ),
});
const scenarioArb = fc.record({
  teams: fc.integer({ min: 1, max: 3 }),
  members: fc.array(memberArb, { minLength: 1, maxLength: 4 }),
  events: fc.array(fc.uniqueArray(fc.nat(2), { maxLength: 2 }), { minLength: 1, maxLength: 4 }),
  /** Per event: whether it is the archived season's. */
  archived: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

let t: TestApp;
const BUSY_MACHINE_MS = 120_000;
let feedReads = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sorted = <T>(xs: Iterable<T>) => [...xs].sort();

/** The rule, read from the generated data alone: roster and managing, and a guardian's children's. */
/** The teams the generated member manages. */
function expectedManaged(s: Scenario, teams: number[], i: number): number[] {
  return s.members[i]!.on.flatMap((role, k) =>
    role === 'manager' && k < teams.length ? [teams[k]!] : [],
  );
}

function expectedTeams(s: Scenario, teams: number[], i: number): number[] {
  const m = s.members[i]!;
  const reached = new Set<number>();
  m.on.forEach((role, k) => {
    if (role && k < teams.length) reached.add(teams[k]!);
  });
  if (m.household?.[1] === 'guardian') {
    s.members.forEach((other, j) => {
      if (j === i || other.household?.[0] !== m.household![0] || other.household[1] === 'guardian')
        return;
      other.on.forEach((role, k) => {
        if (role === 'player' && k < teams.length) reached.add(teams[k]!);
      });
    });
  }
  return [...reached].sort((a, b) => a - b);
}

async function insertWorld(s: Scenario) {
  const db = t.database.db;
  const token = `tq${crypto.randomBytes(5).toString('hex')}`;
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
    const row = await db
      .insertInto('households')
      .values({ name: `${token} household ${i}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    households.push(row.id);
  }
  const viewers: (Viewer & { feedToken: string; email: string })[] = [];
  for (const [i, m] of s.members.entries()) {
    const feedToken = crypto.randomBytes(32).toString('base64url');
    const row = await db
      .insertInto('contacts')
      .values({
        first_name: `${token} member${i}`,
        last_name: 'Property',
        email: `${token}.${i}@property.test`,
        is_site_user: true,
        permissions: m.admin ? ['site:admin'] : [],
        calendar_token: feedToken,
      })
      .returning(['id', 'permissions', 'affiliation_id'])
      .executeTakeFirstOrThrow();
    const on = m.on
      .map((role, k) => (role && k < teams.length ? { team_id: teams[k]!, role } : null))
      .filter((x) => x !== null);
    if (on.length) {
      await db
        .insertInto('team_members')
        .values(on.map((x) => ({ ...x, contact_id: row.id })))
        .execute();
    }
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
    viewers.push({ ...viewerOfContact(row), feedToken, email: `${token}.${i}@property.test` });
  }
  // Each member's teams, read back as the auth gate reads them.
  for (const v of viewers) {
    const row = await db
      .selectFrom('contacts')
      .select((eb) => teamsOfContact(eb.ref('contacts.id')).as('teams'))
      .where('id', '=', v.id)
      .executeTakeFirstOrThrow();
    v.teams = row.teams;
  }
  const date = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const past = await db
    .selectFrom('seasons')
    .select('id')
    .where('archived_at', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const events: { id: string; name: string; teams: number[]; archived: boolean }[] = [];
  for (const [i, indexes] of s.events.entries()) {
    const ids = [...new Set(indexes.filter((k) => k < teams.length).map((k) => teams[k]!))];
    const row = await db
      .insertInto('events')
      .values({
        name: `${token} event${i}`,
        description: '',
        date,
        tags: [],
        ...(s.archived[i] ? { season_id: past.id } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (ids.length) {
      await db
        .insertInto('event_teams')
        .values(ids.map((team_id) => ({ event_id: row.id, team_id })))
        .execute();
    }
    events.push({ id: row.id, name: `${token} event${i}`, teams: ids, archived: !!s.archived[i] });
  }
  return { token, teams, viewers, events, pastSeason: past.id, date };
}

it(
  'reaches each member’s teams by the one rule, shows them the same team events in the list, by id, search, the calendar feed, notices and links, and lets managers edit their teams’ events only',
  async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        const w = await insertWorld(s);
        for (const [i, v] of w.viewers.entries()) {
          expect([...(v.teams ?? [])], 'teams of the member').toEqual(expectedTeams(s, w.teams, i));
          const see = sorted(w.events.filter((e) => canSeeEvent(v, [], e.teams)).map((e) => e.id));
          // What the lists show: the current season's.
          const current = see.filter((id) => !w.events.find((e) => e.id === id)!.archived);
          const only = (ids: string[]) =>
            sorted(ids.filter((id) => w.events.some((e) => e.id === id)));

          const inSql = await t.database.db
            .selectFrom('events')
            .select('id')
            .where(
              'id',
              'in',
              w.events.map((e) => e.id),
            )
            .where((eb) => eventVisibleTo(v, eb.ref('events.id')))
            .execute();
          expect(sorted(inSql.map((r) => r.id)), 'SQL').toEqual(see);
          // Read by id when the teams were not loaded (a feed's owner): the same.
          const unloaded = await t.database.db
            .selectFrom('events')
            .select('id')
            .where(
              'id',
              'in',
              w.events.map((e) => e.id),
            )
            .where((eb) => eventVisibleTo({ ...v, teams: undefined }, eb.ref('events.id')))
            .execute();
          expect(sorted(unloaded.map((r) => r.id)), 'SQL by id').toEqual(see);
          const albums = await t.database.db
            .selectFrom('events')
            .select('id')
            .where(
              'id',
              'in',
              w.events.map((e) => e.id),
            )
            .where((eb) => albumVisibleTo(v, eb.ref('events.id')))
            .execute();
          const seeAlbums = w.events.filter((e) => canSeeAlbum(v, [], e.teams)).map((e) => e.id);
          expect(sorted(albums.map((r) => r.id)), 'albums in SQL').toEqual(sorted(seeAlbums));

          const as = (url: string) => t.injectAs(v.id, { method: 'GET', url });
          const list = (await as('/api/event/getall')).json<EventSummary[]>();
          expect(only(list.map((e) => e.id)), 'list').toEqual(current);
          for (const e of w.events) {
            const res = await as(`/api/event/${e.id}`);
            expect(res.statusCode, 'by id').toBe(see.includes(e.id) ? 200 : 404);
            const album = await as(`/api/event/${e.id}/photos`);
            expect(album.statusCode, 'album').toBe(see.includes(e.id) ? 200 : 404);
            if (album.statusCode === 200) {
              expect(album.json<{ canAdd: boolean }>().canAdd, 'album open').toBe(
                canAddPhoto(e.archived),
              );
            }
          }
          const found = (await as(`/api/home/search?searchText=${w.token}`)).json<SearchResults>();
          expect(only(found.events.map((e) => e.id)), 'search').toEqual(current);
          const archive = (await as(`/api/seasons/${w.pastSeason}/events`)).json<{
            events: { id: string }[];
          }>();
          expect(only(archive.events.map((e) => e.id)), 'past season').toEqual(
            see.filter((id) => !current.includes(id)),
          );
          feedReads += 1;
          const feed = await t.app.inject({
            method: 'GET',
            url: `/api/calendar/${v.feedToken}.ics`,
            remoteAddress: `10.78.${(feedReads >> 8) & 255}.${feedReads & 255}`,
          });
          expect(feed.statusCode).toBe(200);
          const uids = [...feed.body.matchAll(/^UID:(.+)@dugout\r?$/gm)].map((m) => m[1]!);
          expect(only(uids), 'calendar feed').toEqual(current);

          const managed = expectedManaged(s, w.teams, i);
          // A past season's event is read-only (409 on any write): its rows are the season tests'.
          for (const e of w.events.filter((x) => !x.archived)) {
            const unchanged = { name: e.name, date: w.date.toISOString() };
            // Notifications: the notice may be sent to the member exactly when they see it.
            const notice = await t.injectAs('admin', {
              method: 'PUT',
              url: `/api/event/update/${e.id}`,
              payload: { ...unchanged, emailList: [v.email], notify: true },
            });
            expect(notice.statusCode, `notice ${notice.body}`).toBe(see.includes(e.id) ? 200 : 400);
            // Links: the member's one-tap link opens exactly the events they see.
            const link = signRsvpLink(t.secrets.rsvpLinks, {
              eventId: e.id,
              contactId: v.id,
              status: 'yes',
              exp: Math.floor(Date.now() / 1000) + 3600,
            });
            feedReads += 1;
            const opened = await t.app.inject({
              method: 'GET',
              url: `/api/rsvp/quick?token=${link}`,
              // Links are rate-limited per address, as a mail scanner's would be.
              remoteAddress: `10.79.${(feedReads >> 8) & 255}.${feedReads & 255}`,
            });
            expect(opened.statusCode, 'link').toBe(see.includes(e.id) ? 200 : 404);
            // What a manager may edit: exactly the events whose teams are all theirs.
            const mayManage = canForTeams(
              { permissions: v.permissions, managedTeams: managed },
              'events:publish',
              e.teams,
            );
            // The RSVP list: the gate refuses who manages nothing, an unseen event is not found.
            const answers = await as(`/api/rsvp/event/${e.id}/list`);
            expect(answers.statusCode, 'RSVP list').toBe(
              mayManage ? 200 : managed.length && !see.includes(e.id) ? 404 : 403,
            );
            const put = await t.injectAs(v.id, {
              method: 'PUT',
              url: `/api/event/update/${e.id}`,
              payload: unchanged,
            });
            expect(put.statusCode, `edit ${put.body}`).toBe(mayManage ? 200 : 403);
          }
        }
      }),
      { numRuns: 15 },
    );
  },
  BUSY_MACHINE_MS,
);

/**
 * Content items and pinned posts of teams, over the same generated worlds: each generated event's
 * teams are also a content item's and a pinned post's (none: club-wide). A member sees, in the
 * content list, each item by id, search and the home page's pinned posts, exactly what
 * `canSeeContent` / `canSeeTeams` allow, which the SQL readings agree with (teams loaded or not).
 */
it(
  'shows each member the same content items of teams in the list, by id and search, and the same pinned posts',
  async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        const w = await insertWorld(s);
        const db = t.database.db;
        const items: { id: string; teams: number[] }[] = [];
        const posts: { id: number; teams: number[] }[] = [];
        for (const [i, e] of w.events.entries()) {
          const item = await db
            .insertInto('content')
            .values({
              description: `${w.token} content${i}`,
              file_name: 'notes.pdf',
              file_type: 'pdf',
              content_type: 'application/pdf',
              blob_key: `property/${w.token}/${i}.pdf`,
              thumbnail_key: null,
              display_key: null,
              category: 'Events & Announcements',
              created_by: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const post = await db
            .insertInto('pinned_posts')
            .values({ post_name: `${w.token} pin${i}`, post_link: '' })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (e.teams.length) {
            await db
              .insertInto('content_teams')
              .values(e.teams.map((team_id) => ({ content_id: item.id, team_id })))
              .execute();
            await db
              .insertInto('pinned_post_teams')
              .values(e.teams.map((team_id) => ({ post_id: post.id, team_id })))
              .execute();
          }
          items.push({ id: item.id, teams: e.teams });
          posts.push({ id: post.id, teams: e.teams });
        }
        const ours = <T>(ids: T[], all: readonly T[]) => sorted(ids.filter((x) => all.includes(x)));
        const itemIds = items.map((c) => c.id);
        const postIds = posts.map((p) => p.id);
        for (const v of w.viewers) {
          const see = sorted(items.filter((c) => canSeeContent(v, [], c.teams)).map((c) => c.id));
          const pins = sorted(posts.filter((p) => canSeeTeams(v, p.teams)).map((p) => p.id));
          for (const viewer of [v, { ...v, teams: undefined }]) {
            const inSql = await db
              .selectFrom('content')
              .select('id')
              .where('id', 'in', itemIds)
              .where((eb) => contentVisibleTo(viewer, eb.ref('content.id')))
              .execute();
            expect(sorted(inSql.map((r) => r.id)), 'content SQL').toEqual(see);
            const pinsInSql = await db
              .selectFrom('pinned_posts')
              .select('id')
              .where('id', 'in', postIds)
              .where((eb) => pinnedTeamsVisibleTo(viewer, eb.ref('pinned_posts.id')))
              .execute();
            expect(sorted(pinsInSql.map((r) => r.id)), 'pinned SQL').toEqual(pins);
          }

          const as = (url: string) => t.injectAs(v.id, { method: 'GET', url });
          const list = (await as('/api/content/getall')).json<ContentList>();
          expect(
            ours(
              list.content.map((c) => c.id),
              itemIds,
            ),
            'content list',
          ).toEqual(see);
          for (const c of items) {
            const res = await as(`/api/content/${c.id}`);
            expect(res.statusCode, 'content by id').toBe(see.includes(c.id) ? 200 : 404);
          }
          const found = (await as(`/api/home/search?searchText=${w.token}`)).json<SearchResults>();
          expect(
            ours(
              found.content.map((c) => c.id),
              itemIds,
            ),
            'content search',
          ).toEqual(see);
          const home = (await as('/api/pinnedpost/getall')).json<PinnedPost[]>();
          expect(
            ours(
              home.map((p) => p.id),
              postIds,
            ),
            'pinned posts',
          ).toEqual(pins);
        }
        // The generated posts leave room for the next run's (the list has a limit).
        await db.deleteFrom('pinned_posts').where('id', 'in', postIds).execute();
      }),
      { numRuns: 10 },
    );
  },
  BUSY_MACHINE_MS,
);

/**
 * Game-day duties (issue 28), over the same generated worlds: each current-season event has a
 * duty. Every member signs themself up for every generated duty: it is taken exactly when they
 * see the event (else 404: nobody signs up on an event they cannot see). Then the duties a member
 * lists on an event page are those of the events they open by id; "My duties" holds their
 * household's sign-ups on exactly those events; and for a manager or an admin, the unfilled list
 * and the season's CSV hold exactly the events they see whose teams they all manage.
 */
it(
  'lets members list and sign up for the duties of exactly the events they see, and managers follow them',
  async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        const w = await insertWorld(s);
        const events = w.events.filter((e) => !e.archived);
        const duties = new Map<string, number>();
        for (const e of events) {
          const row = await t.database.db
            .insertInto('event_duties')
            .values({ event_id: e.id, name_en: `${w.token} duty`, name_es: 'Tarea', slots: 50 })
            .returning('id')
            .executeTakeFirstOrThrow();
          duties.set(e.id, row.id);
        }
        const sees = (v: Viewer) =>
          sorted(events.filter((e) => canSeeEvent(v, [], e.teams)).map((e) => e.id));
        // A volunteer is an adult: no household role, or a guardian (a player or sibling is not).
        const adult = (j: number) => {
          const role = s.members[j]!.household?.[1];
          return !role || role === 'guardian';
        };
        // Everyone signs themself up everywhere: taken exactly where they see the event, if an
        // adult (a child who sees it is refused, 400).
        const signedUp = new Map<string, string[]>();
        for (const [i, v] of w.viewers.entries()) {
          const taken: string[] = [];
          for (const e of events) {
            const res = await t.injectAs(v.id, {
              method: 'POST',
              url: `/api/duties/${duties.get(e.id)}/signups`,
              payload: { contactId: v.id },
            });
            expect(res.statusCode, `sign up ${res.body}`).toBe(
              !canSeeEvent(v, [], e.teams) ? 404 : adult(i) ? 201 : 400,
            );
            if (res.statusCode === 201) taken.push(e.id);
          }
          signedUp.set(v.id, sorted(taken));
          expect(signedUp.get(v.id), 'signed up = seen, by adults').toEqual(
            adult(i) ? sees(v) : [],
          );
        }
        const ours = (ids: string[]) => sorted(ids.filter((id) => duties.has(id)));
        for (const [i, v] of w.viewers.entries()) {
          const see = sees(v);
          const as = (url: string) => t.injectAs(v.id, { method: 'GET', url });
          const listed: string[] = [];
          for (const e of events) {
            const page = await as(`/api/event/${e.id}/duties`);
            const byId = await as(`/api/event/${e.id}`);
            expect(page.statusCode, 'duties = by id').toBe(byId.statusCode);
            if (page.statusCode === 200) listed.push(e.id);
          }
          expect(sorted(listed), 'duties listed').toEqual(see);
          // "My duties": the household's sign-ups (same household, any role), on events seen.
          const household = s.members[i]!.household;
          const family = w.viewers.filter(
            (_, j) => j === i || (household && s.members[j]!.household?.[0] === household[0]),
          );
          const expectedMine = sorted(
            family.flatMap((f) =>
              (signedUp.get(f.id) ?? [])
                .filter((id) => see.includes(id))
                .map((id) => `${f.id} ${id}`),
            ),
          );
          const mine = (await as('/api/duties/mine')).json<
            { contactId: string; event: { id: string } }[]
          >();
          expect(
            sorted(
              mine.filter((m) => duties.has(m.event.id)).map((m) => `${m.contactId} ${m.event.id}`),
            ),
            'my duties',
          ).toEqual(expectedMine);
          // A manager's (or an admin's) unfilled list and CSV: the events seen and all theirs.
          const managed = expectedManaged(s, w.teams, i);
          const manages = (e: { teams: number[] }) =>
            canForTeams(
              { permissions: v.permissions, managedTeams: managed },
              'events:publish',
              e.teams,
            );
          const theirs = sorted(
            events.filter((e) => see.includes(e.id) && manages(e)).map((e) => e.id),
          );
          const unfilled = await as('/api/duties/unfilled');
          const csv = await as('/api/duties/csv');
          if (!v.permissions.includes('site:admin') && !managed.length) {
            expect([unfilled.statusCode, csv.statusCode], 'not a manager').toEqual([403, 403]);
            continue;
          }
          expect(ours(unfilled.json<UnfilledDuties>().map((d) => d.event.id)), 'unfilled').toEqual(
            theirs,
          );
          const names = new Map(events.map((e) => [e.name, e.id]));
          const inCsv = csv.body.split('\r\n').flatMap((line) => {
            const id = names.get(line.split(',')[1] ?? '');
            return id ? [id] : [];
          });
          expect(ours([...new Set(inCsv)]), 'CSV').toEqual(theirs);
        }
        // Signing up someone else of the household, on a second duty of an event both see: a
        // child is refused (400) whoever asks; an adult is signed up by an adult of their
        // household, or by a manager of the event; a child asking for an adult is refused (403).
        for (const [i, v] of w.viewers.entries()) {
          const home = s.members[i]!.household;
          if (!home) continue;
          for (const [j, other] of w.viewers.entries()) {
            if (j === i || s.members[j]!.household?.[0] !== home[0]) continue;
            const e = events.find(
              (x) => canSeeEvent(v, [], x.teams) && canSeeEvent(other, [], x.teams),
            );
            if (!e) continue;
            const second = await t.database.db
              .insertInto('event_duties')
              .values({ event_id: e.id, name_en: `${w.token} other`, name_es: 'Otra', slots: 50 })
              .returning('id')
              .executeTakeFirstOrThrow();
            const res = await t.injectAs(v.id, {
              method: 'POST',
              url: `/api/duties/${second.id}/signups`,
              payload: { contactId: other.id },
            });
            const manages = canForTeams(
              { permissions: v.permissions, managedTeams: expectedManaged(s, w.teams, i) },
              'events:publish',
              e.teams,
            );
            expect(res.statusCode, `sign up ${j} by ${i}: ${res.body}`).toBe(
              !adult(j) ? 400 : adult(i) || manages ? 201 : 403,
            );
          }
        }
      }),
      { numRuns: 10 },
    );
  },
  BUSY_MACHINE_MS,
);

/**
 * Rides (issue 28), over the same generated worlds: on each current-season event, the first two
 * adults who see it offer and ask; the driver accepts. A member reads the event's rides exactly
 * when they see the event (the same answer as the event by id, else 404), with the offer listed;
 * a match's phone is shown only to the two sides' families (isOwnRide), never before the match.
 */
it(
  'shows rides to exactly the members who see the event, and phones only to the matched families',
  async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        const w = await insertWorld(s);
        const events = w.events.filter((e) => !e.archived);
        const adult = (j: number) => {
          const role = s.members[j]!.household?.[1];
          return !role || role === 'guardian';
        };
        const sides = new Map<string, { driver: Viewer; asker: Viewer; request: number }>();
        for (const e of events) {
          const [driver, asker] = w.viewers.filter(
            (v, j) => adult(j) && canSeeEvent(v, [], e.teams),
          );
          if (!driver || !asker) continue;
          const post = async (who: Viewer, url: string, payload: object) => {
            const res = await t.injectAs(who.id, { method: 'POST', url, payload });
            expect(res.statusCode, res.body).toBeLessThan(300);
            return res.json<{ id: number }>().id;
          };
          const offer = await post(driver, `/api/event/${e.id}/ride-offers`, {
            seats: 2,
            from: 'Elm',
            direction: 'both',
          });
          const request = await post(asker, `/api/event/${e.id}/ride-requests`, {
            seats: 1,
            from: 'Oak',
          });
          // Before the match nobody sees a phone.
          for (const v of w.viewers) {
            const res = await t.injectAs(v.id, { method: 'GET', url: `/api/event/${e.id}/rides` });
            if (res.statusCode !== 200) continue;
            const rides = res.json<EventRides>();
            expect(
              rides.requests.filter((r) => r.match !== null),
              'no phone before',
            ).toEqual([]);
          }
          await post(driver, `/api/ride-requests/${request}/accept`, { offerId: offer });
          sides.set(e.id, { driver, asker, request });
        }
        for (const v of w.viewers) {
          for (const e of events) {
            const res = await t.injectAs(v.id, { method: 'GET', url: `/api/event/${e.id}/rides` });
            const byId = await t.injectAs(v.id, { method: 'GET', url: `/api/event/${e.id}` });
            const sees = canSeeEvent(v, [], e.teams);
            expect(res.statusCode, 'rides = by id').toBe(byId.statusCode);
            expect(res.statusCode, 'rides = the audience rule').toBe(sees ? 200 : 404);
            const side = sides.get(e.id);
            if (!sees || !side) continue;
            const rides = res.json<EventRides>();
            expect(rides.offers, 'offer listed').toHaveLength(1);
            const match = rides.requests.find((r) => r.id === side.request)?.match ?? null;
            const own = isOwnRide(v, side.driver.id) || isOwnRide(v, side.asker.id);
            expect(match !== null, 'phone only to the matched families').toBe(own);
          }
        }
      }),
      { numRuns: 10 },
    );
  },
  BUSY_MACHINE_MS,
);
