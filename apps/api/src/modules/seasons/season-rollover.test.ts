import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { AuditLogPage, Season, SeasonPreview, SeasonStarted, Team } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

/** A whole rollover on its own database: 12U continues, the Riverhawks stop. */
const t = testAppForFile();
const db = () => t.database.db;
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const teamId = async (name: string) =>
  (await db().selectFrom('teams').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;
const event = async (name: string, date: Date, team?: number) => {
  const { id } = await db()
    .insertInto('events')
    .values({ name, date })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (team) await db().insertInto('event_teams').values({ event_id: id, team_id: team }).execute();
  return id;
};
const listed = async (who: string) =>
  (await t.injectAs(who, { method: 'GET', url: '/api/event/getall' }))
    .json<{ id: string }[]>()
    .map((e) => e.id);

it('archives the old season at once: the schedule, feed, search and requests show the new one only', async () => {
  const twelve = await teamId('12U Riverhawks');
  const first = await teamId('Riverhawks');
  const now = Date.now();
  const moved = await event('Rollover club picnic', new Date(now + 840 * DAY));
  const moved12 = await event('Rollover 12U game', new Date(now + 841 * DAY), twelve);
  const stopped = await event('Rollover Riverhawks game', new Date(now + 842 * DAY), first);
  const before = await listed('family');
  const old = before.filter((id) => ![moved, moved12, stopped].includes(id));
  expect(old.length).toBeGreaterThan(5);

  const body = {
    name: 'Next season',
    startsOn: day(now + 830 * DAY),
    endsOn: day(now + 1000 * DAY),
    continuingTeams: [twelve],
  };
  const preview = (
    await t.injectAs('admin', { method: 'POST', url: '/api/seasons/preview', payload: body })
  ).json<SeasonPreview>();
  const res = await t.injectAs('admin', { method: 'POST', url: '/api/seasons', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const started = res.json<SeasonStarted>();
  const { season, rosters, ...counts } = started;
  expect(counts).toEqual(preview);
  // The continuing team's roster (the club's seeded default here) was read again.
  expect(rosters).toEqual([{ teamId: twelve, name: '12U Riverhawks', ok: true }]);
  expect(started.moved.events).toBe(2);
  expect(season).toMatchObject({ name: 'Next season', current: true, startsOn: body.startsOn });

  const list = (await t.injectAs('family', { method: 'GET', url: '/api/seasons' })).json<
    Season[]
  >();
  expect(list.map((s) => [s.name, s.current])).toEqual([
    ['Next season', true],
    [preview.from.name, false],
    [list[2]!.name, false],
  ]);
  // The family's schedule: the events that moved, nothing of the archived season.
  expect((await listed('family')).sort()).toEqual([moved, moved12].sort());
  expect((await listed('admin')).sort()).toEqual([moved, moved12].sort());
  const feedLink = (
    await t.injectAs('family', { method: 'POST', url: '/api/calendar/feed' })
  ).json<{
    url: string;
  }>();
  const feed = await t.app.inject({ method: 'GET', url: new URL(feedLink.url).pathname });
  for (const id of old) expect(feed.body).not.toContain(id);
  expect(feed.body).toContain(moved12);
  const search = await t.injectAs('family', {
    method: 'GET',
    url: '/api/home/search?searchText=Rollover',
  });
  expect(
    search
      .json<{ events: { id: string }[] }>()
      .events.map((e) => e.id)
      .sort(),
  ).toEqual([moved, moved12].sort());
  // Under "Past seasons": the archived events, the stopped team's game among them.
  const past = await t.injectAs('admin', {
    method: 'GET',
    url: `/api/seasons/${preview.from.id}/events`,
  });
  const pastIds = past.json<{ events: { id: string }[] }>().events.map((e) => e.id);
  expect(pastIds).toContain(stopped);
  expect(pastIds).toEqual(expect.arrayContaining(old));

  // Requests and the ledger start empty; last season's requests are its report's.
  expect(
    (await t.injectAs('admin', { method: 'GET', url: '/api/form/getall' })).json<unknown[]>(),
  ).toEqual([]);
  const report = await t.injectAs('admin', {
    method: 'GET',
    url: `/api/form/csv?season=${preview.from.id}`,
  });
  expect(report.body.trim().split('\n').length - 1).toBeGreaterThan(0);
  // The stopped team is kept (its roster too) but no longer listed.
  expect(
    (await t.injectAs('family', { method: 'GET', url: '/api/teams' }))
      .json<Team[]>()
      .map((team) => team.name),
  ).toEqual(['12U Riverhawks']);
  const roster = await sql<{ n: number }>`select count(*)::int as n from team_members
    where team_id = ${first}`.execute(db());
  expect(roster.rows[0]!.n).toBeGreaterThan(0);
  // Written to the audit log, with what it did.
  const audit = await db()
    .selectFrom('audit_log')
    .select(['action', 'entity_id', 'detail'])
    .where('action', '=', 'season.start')
    .execute();
  expect(audit.map((a) => [a.action, a.entity_id])).toEqual([['season.start', String(season.id)]]);
  expect(audit[0]!.detail).toMatchObject({ name: 'Next season', moved: { events: 2 } });
  // And the Audit Log shows it, named (an action outside MANAGER_ACTIONS would be left out).
  const log = await t.injectAs('admin', { method: 'GET', url: '/api/admin/audit-log?limit=100' });
  expect(
    log
      .json<AuditLogPage>()
      .entries.filter((e) => e.kind === 'action' && e.action.startsWith('season.'))
      .map((e) => e.kind === 'action' && [e.action, e.target.label]),
  ).toEqual([
    ['season.rosters', null],
    ['season.start', 'Next season'],
  ]);
  // An event of the archived season is read-only, and so is its ledger's message.
  const update = await t.injectAs('admin', { method: 'DELETE', url: `/api/event/${stopped}` });
  expect(update.statusCode).toBe(409);
  const message = await db()
    .selectFrom('messages')
    .select('id')
    .where('season_id', '=', preview.from.id)
    .where('kind', 'not in', ['login_code', 'phone_code'])
    .executeTakeFirstOrThrow();
  const retry = await t.injectAs('admin', {
    method: 'POST',
    url: `/api/messaging/messages/${message.id}/retry`,
  });
  expect(retry.statusCode, retry.body).toBe(409);
});
