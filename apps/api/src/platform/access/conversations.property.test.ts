import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { canForTeams, type Conversation } from '@dugout/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { canSeeContent, canSeeEvent } from './audience';
import { canModerateConversation } from './conversations';
import { canSeeTeams, teamsOfContact } from './teams';
import { viewerOfContact, type Viewer } from './viewer';

/**
 * The access property test of conversations (issue 29): a conversation follows the audience of
 * its subject. For generated members (an admin of either kind or not, on teams with a role, a guardian
 * of a player) and subjects (events of some teams or club-wide, some a past season's; pinned posts
 * and content items of the same teams; some conversations locked, each with a post, some hidden),
 * through the routes: reading the conversation and opening its live stream succeed exactly when
 * the member may see the subject (else 404); posting is taken exactly when reading is and the
 * conversation is neither locked nor a past season's (409); moderating (the lock) is allowed
 * exactly to the subject's managers, admins and publishers (403 otherwise); a hidden post's text
 * reaches only its moderators.
 */

const TEAM_ROLE = fc.constantFrom('player' as const, 'coach' as const, 'manager' as const);
const memberArb = fc.record({
  /** Content and pinned posts are published by the admins (there is no publisher permission). */
  admin: fc.constantFrom(null, 'site:admin', 'IT:admin'),
  on: fc.array(fc.option(TEAM_ROLE, { nil: null }), { minLength: 3, maxLength: 3 }),
  /** One of two households with a role, or none: a guardian reaches their players' teams. */
  household: fc.option(
    fc.tuple(fc.nat(1), fc.constantFrom('guardian' as const, 'player' as const)),
    { nil: null },
  ),
});
const subjectArb = fc.record({
  teams: fc.uniqueArray(fc.nat(2), { maxLength: 2 }),
  archived: fc.boolean(),
  locked: fc.boolean(),
  hidden: fc.boolean(),
});
// At most 3 of each kind: every member posts once on each subject, and posting is limited to
// POSTS_PER_MINUTE_MAX (10) a minute per member.
const scenarioArb = fc.record({
  teams: fc.integer({ min: 1, max: 3 }),
  members: fc.array(memberArb, { minLength: 1, maxLength: 4 }),
  subjects: fc.array(subjectArb, { minLength: 1, maxLength: 3 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

interface Subject {
  kind: 'event' | 'pinned' | 'content';
  id: string;
  teams: number[];
  archived: boolean;
  locked: boolean;
  hidden: boolean;
  text: string;
}

let t: TestApp;
let base: string;
const BUSY_MACHINE_MS = 300_000;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.listen();
});
afterAll(async () => {
  await t?.close();
});

async function insertWorld(s: Scenario) {
  const db = t.database.db;
  const token = `cq${crypto.randomBytes(5).toString('hex')}`;
  const teams: number[] = [];
  for (let i = 0; i < s.teams; i++) {
    const row = await db
      .insertInto('teams')
      .values({ name: `${token} team ${i}`, short_name: `T${i}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    teams.push(row.id);
  }
  const viewers: (Viewer & { managed: number[] })[] = [];
  for (const [i, m] of s.members.entries()) {
    const row = await db
      .insertInto('contacts')
      .values({
        first_name: `${token} member${i}`,
        last_name: 'Property',
        email: `${token}.${i}@property.test`,
        is_site_user: true,
        permissions: m.admin ? [m.admin] : [],
      })
      .returning(['id', 'permissions', 'affiliation_id'])
      .executeTakeFirstOrThrow();
    const on = m.on.flatMap((role, k) =>
      role && k < teams.length ? [{ team_id: teams[k]!, role, contact_id: row.id }] : [],
    );
    if (on.length) await db.insertInto('team_members').values(on).execute();
    const managed = m.on.flatMap((role, k) =>
      role === 'manager' && k < teams.length ? [teams[k]!] : [],
    );
    viewers.push({ ...viewerOfContact(row), managed });
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
  for (const [i, m] of s.members.entries()) {
    if (!m.household) continue;
    await db
      .insertInto('household_members')
      .values({
        household_id: households[m.household[0]]!,
        contact_id: viewers[i]!.id,
        role: m.household[1],
      })
      .execute();
  }
  for (const v of viewers) {
    const row = await db
      .selectFrom('contacts')
      .select((eb) => teamsOfContact(eb.ref('contacts.id')).as('teams'))
      .where('id', '=', v.id)
      .executeTakeFirstOrThrow();
    v.teams = row.teams;
  }
  const past = await db
    .selectFrom('seasons')
    .select('id')
    .where('archived_at', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const admin = await t.contactId('admin');
  const subjects: Subject[] = [];
  for (const [i, g] of s.subjects.entries()) {
    const ids = [...new Set(g.teams.filter((k) => k < teams.length).map((k) => teams[k]!))];
    const event = await db
      .insertInto('events')
      .values({
        name: `${token} event${i}`,
        description: '',
        date: new Date(Date.now() + 7 * 24 * 3600 * 1000),
        tags: [],
        ...(g.archived ? { season_id: past.id } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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
    const pin = await db
      .insertInto('pinned_posts')
      .values({ post_name: `${token} pin${i}`, post_link: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (ids.length) {
      await db
        .insertInto('event_teams')
        .values(ids.map((team_id) => ({ event_id: event.id, team_id })))
        .execute();
      await db
        .insertInto('content_teams')
        .values(ids.map((team_id) => ({ content_id: item.id, team_id })))
        .execute();
      await db
        .insertInto('pinned_post_teams')
        .values(ids.map((team_id) => ({ post_id: pin.id, team_id })))
        .execute();
    }
    const of = [
      { kind: 'event' as const, id: event.id, key: { event_id: event.id } },
      { kind: 'content' as const, id: item.id, key: { content_id: item.id } },
      { kind: 'pinned' as const, id: String(pin.id), key: { pinned_post_id: pin.id } },
    ];
    for (const { kind, id, key } of of) {
      // Only an event has a season; the lock, the hidden post: written as a moderator would.
      const archived = kind === 'event' && g.archived;
      const locked = g.locked && !archived;
      const conversation = await db
        .insertInto('conversations')
        .values({ ...key, ...(locked ? { locked_at: new Date(), locked_by: admin } : {}) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const text = `${token} ${kind} ${i} first post`;
      await db
        .insertInto('conversation_posts')
        .values({
          conversation_id: conversation.id,
          author_id: admin,
          body: text,
          created_at: new Date(Date.now() - 3600_000),
          ...(g.hidden
            ? { hidden_at: new Date(), hidden_by: admin, hidden_reason: 'Off topic' }
            : {}),
        })
        .execute();
      subjects.push({ kind, id, teams: ids, archived, locked, hidden: g.hidden, text });
    }
  }
  return { viewers, subjects };
}

/** What the member may see, by each subject's own rule. */
function sees(v: Viewer, subject: Subject): boolean {
  if (subject.kind === 'event') return canSeeEvent(v, [], subject.teams);
  if (subject.kind === 'content') return canSeeContent(v, [], subject.teams);
  return canSeeTeams(v, subject.teams);
}

/** Who moderates, from the generated data (a manager of every team of the event; admins). */
function moderates(v: Viewer & { managed: number[] }, subject: Subject): boolean {
  const expected =
    subject.kind === 'event'
      ? canForTeams({ permissions: v.permissions, managedTeams: v.managed }, 'events:publish', [
          ...subject.teams,
        ])
      : v.permissions.includes('site:admin') || v.permissions.includes('IT:admin');
  // The rule in platform/access, fed the same facts, says the same.
  expect(
    canModerateConversation({ ...v, managedTeams: v.managed }, subject),
    'moderation rule',
  ).toBe(expected);
  return expected;
}

async function liveStatus(who: string, subject: Subject): Promise<number> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/conversations/${subject.kind}/${subject.id}/live`, {
    headers: {
      authorization: `Bearer ${await t.tokenFor(who)}`,
      accept: 'text/event-stream',
    },
    signal: controller.signal,
  });
  controller.abort();
  await res.body?.cancel().catch(() => {});
  return res.status;
}

it(
  'lets members read, follow live, post in and moderate exactly the conversations their subject allows',
  async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        const w = await insertWorld(s);
        for (const v of w.viewers) {
          for (const subject of w.subjects) {
            const url = `/api/conversations/${subject.kind}/${subject.id}`;
            const what = `${subject.kind} teams=${subject.teams.join('+') || 'club'}`;
            const read = sees(v, subject);
            const mod = moderates(v, subject);

            const res = await t.injectAs(v.id, { method: 'GET', url });
            expect(res.statusCode, `read ${what}`).toBe(read ? 200 : 404);
            expect(await liveStatus(v.id, subject), `live ${what}`).toBe(read ? 200 : 404);
            if (read) {
              const c = res.json<Conversation>();
              expect([c.readOnly, c.canModerate], `flags ${what}`).toEqual([
                subject.archived || subject.locked,
                mod && !subject.archived,
              ]);
              const first = c.posts.find((p) => p.parentId === null)!;
              expect(first.body, `hidden post ${what}`).toBe(
                subject.hidden && !mod ? '' : subject.text,
              );
            }

            const post = await t.injectAs(v.id, {
              method: 'POST',
              url: `${url}/posts`,
              payload: { body: 'Property post', parentId: null },
            });
            expect(post.statusCode, `post ${what} ${post.body}`).toBe(
              !read ? 404 : subject.archived || subject.locked ? 409 : 201,
            );

            // The lock, set to what it is: allowed to moderators only, nothing changes.
            const lock = await t.injectAs(v.id, {
              method: 'PUT',
              url: `${url}/lock`,
              payload: { locked: subject.locked },
            });
            expect(lock.statusCode, `lock ${what} ${lock.body}`).toBe(
              !read ? 404 : !mod ? 403 : subject.archived ? 409 : 204,
            );
          }
        }
        // The generated pinned posts leave room for the next run's (the list has a limit).
        await t.database.db
          .deleteFrom('pinned_posts')
          .where(
            'id',
            'in',
            w.subjects.filter((x) => x.kind === 'pinned').map((x) => Number(x.id)),
          )
          .execute();
      }),
      { numRuns: 10 },
    );
  },
  BUSY_MACHINE_MS,
);
