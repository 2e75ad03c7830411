import { describe, expect, it } from 'vitest';
import type { EventSummary, HouseholdRsvps } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

/** The schedule's read: the household's answers from a fixed start (as the SPA asks them). */
const FROM = encodeURIComponent('2000-01-01T00:00:00Z');
const read = async (who: string, query = `from=${FROM}`) => {
  const res = await t.injectAs(who, { method: 'GET', url: `/api/rsvp/household?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HouseholdRsvps>();
};
const statusOf = (body: HouseholdRsvps, eventId: string, contactId: string) =>
  body.answers.find((a) => a.eventId === eventId && a.contactId === contactId)?.status ?? null;

/** A club-wide event of the demo's the family sees, and a child Fiona answers for. */
async function setUp() {
  const events = (await t.injectAs('family', { method: 'GET', url: '/api/event/getall' })).json<
    EventSummary[]
  >();
  const eventId = events.find(
    (e) => !e.teams?.length && !!e.date && new Date(e.date) > new Date(),
  )!.id;
  const child = (await read('family')).members.find((m) => m.canAnswer && !m.isSelf)!.contactId;
  return { eventId, child };
}

/**
 * The household answers are kept per member and query until one of the household answers
 * (rsvp-versions.ts, migration 20261128T0218): never a stale answer, whoever writes it.
 */
describe('GET /api/rsvp/household from memory', () => {
  it('shows an answer for the household on the very next read, through the API or not', async () => {
    const { eventId, child } = await setUp();
    const byEvent = `eventId=${eventId}`;
    await read('family');
    await read('family', byEvent);

    const answered = await t.injectAs('family', {
      method: 'POST',
      url: '/api/rsvp/new',
      payload: { eventID: eventId, contactID: child, status: 'no' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(statusOf(await read('family'), eventId, child)).toBe('no');
    expect(statusOf(await read('family', byEvent), eventId, child)).toBe('no');

    // Written straight into the database, as another replica or a script would: still seen.
    await t.database.db
      .updateTable('rsvps')
      .set({ status: 'yes' })
      .where('event_id', '=', eventId)
      .where('contact_id', '=', child)
      .execute();
    expect(statusOf(await read('family'), eventId, child)).toBe('yes');
    expect(statusOf(await read('family', byEvent), eventId, child)).toBe('yes');

    await t.database.db.deleteFrom('rsvps').where('contact_id', '=', child).execute();
    expect(statusOf(await read('family'), eventId, child)).toBe(null);
  });

  it('raises the version of the answered household alone', async () => {
    const { eventId, child } = await setUp();
    const versions = async () =>
      Object.fromEntries(
        (
          await t.database.db.selectFrom('rsvp_versions').select(['scope', 'version']).execute()
        ).map((r) => [r.scope, Number(r.version)]),
      );
    const household = await t.database.db
      .selectFrom('household_members')
      .select('household_id')
      .where('contact_id', '=', child)
      .executeTakeFirstOrThrow();
    const newcomer = await t.contactId('newcomer');
    const before = await versions();
    for (const [who, contactId] of [
      ['family', child],
      ['newcomer', newcomer],
    ] as const) {
      const res = await t.injectAs(who, {
        method: 'POST',
        url: '/api/rsvp/new',
        payload: { eventID: eventId, contactID: contactId, status: 'yes' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await versions();
    const raised = Object.keys(after)
      .filter((scope) => after[scope] !== before[scope])
      .sort();
    expect(raised).toEqual([`c${newcomer}`, `h${household.household_id}`].sort());
    expect(after[`h${household.household_id}`]).toBe(
      (before[`h${household.household_id}`] ?? 0) + 1,
    );
    // A cascade from a deleted event raises them too, once per statement.
    await t.database.db.deleteFrom('events').where('id', '=', eventId).execute();
    const gone = await versions();
    expect(gone[`c${newcomer}`]).toBe(after[`c${newcomer}`]! + 1);
  });

  it('reads the database once per member and query, not on every read', async (test) => {
    const pglite = t.database.pglite;
    // Counted at the embedded database's door; a PostgreSQL run has the same code path.
    if (!pglite) return test.skip();
    const { eventId } = await setUp();
    await read('family');
    await read('family', '');
    const query = pglite.query.bind(pglite);
    const statements: string[] = [];
    pglite.query = ((text: string, ...rest: unknown[]) => {
      statements.push(text);
      return (query as (...args: unknown[]) => unknown)(text, ...rest);
    }) as typeof pglite.query;
    let cached: string[];
    let afterAnswer: string[];
    try {
      await read('family');
      await read('family');
      // The default window (the last 30 days on) is cut from the same season's answers.
      await read('family', '');
      cached = statements.splice(0);
      const answered = await t.injectAs('family', {
        method: 'POST',
        url: '/api/rsvp/new',
        payload: { eventID: eventId, contactID: await t.contactId('family'), status: 'yes' },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      statements.splice(0);
      // Once the household answered, its answers are read again.
      await read('family');
      afterAnswer = statements.splice(0);
    } finally {
      pglite.query = query;
    }
    expect(cached).toEqual([]);
    expect(afterAnswer.join('\n')).toMatch(/from "rsvps"/);
  });
});
