import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import type { Roster, SeasonStarted } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

/**
 * "Reload rosters": a league's feeds on loopback. Each answers the roster it holds now, so a
 * season's start must read them again rather than serve the ten-minute cache.
 */
const feeds: Record<string, string[] | 'down'> = {
  '/club': ['Cleo Club'],
  '/12u': ['Tess Twelve'],
};
const server = http.createServer((req, res) => {
  const names = feeds[req.url ?? ''];
  if (!names || names === 'down') return void res.writeHead(503).end('down');
  const roster = names.map((fullName, i) => ({ person: { id: 700 + i, fullName } }));
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ roster }));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

const t = testAppForFile({ ROSTER_URL: `${base}/club` });
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const teamId = async (name: string) =>
  (
    await t.database.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
const rosterOf = async (id: number) =>
  (await t.injectAs('family', { method: 'GET', url: `/api/teams/${id}/roster` }))
    .json<Roster>()
    .roster.map((e) => e.person.fullName);
const start = (name: string, fromDay: number) =>
  t.injectAs('admin', {
    method: 'POST',
    url: '/api/seasons',
    payload: {
      name,
      startsOn: day(Date.now() + fromDay * DAY),
      endsOn: day(Date.now() + (fromDay + 200) * DAY),
    },
  });
const auditOf = (seasonId: number) =>
  t.database.db
    .selectFrom('audit_log')
    .select('detail')
    .where('action', '=', 'season.rosters')
    .where('entity_id', '=', String(seasonId))
    .executeTakeFirstOrThrow();

it('reads each continuing team’s feed again after the start, and reports a feed that failed without undoing it', async () => {
  const first = await teamId('Riverhawks');
  const twelve = await teamId('12U Riverhawks');
  await t.database.db
    .updateTable('teams')
    .set({ roster_url: `${base}/12u` })
    .where('id', '=', twelve)
    .execute();
  expect(await rosterOf(first)).toEqual(['Cleo Club']);
  expect(await rosterOf(twelve)).toEqual(['Tess Twelve']);

  // The league publishes next year's rosters: the cached ones stay until the season starts.
  feeds['/club'] = ['Cleo Club', 'Dot Draft'];
  feeds['/12u'] = ['Uma Under'];
  expect(await rosterOf(twelve)).toEqual(['Tess Twelve']);
  const res = await start('Rosters season', 400);
  expect(res.statusCode, res.body).toBe(201);
  const started = res.json<SeasonStarted>();
  expect(started.rosters).toEqual([
    { teamId: first, name: 'Riverhawks', ok: true },
    { teamId: twelve, name: '12U Riverhawks', ok: true },
  ]);
  expect(await rosterOf(first)).toEqual(['Cleo Club', 'Dot Draft']);
  expect(await rosterOf(twelve)).toEqual(['Uma Under']);
  expect((await auditOf(started.season.id)).detail).toEqual({ reloaded: 2, failed: [] });

  // The 12U's feed is down at the next start: the season starts all the same, the 12U keeps
  // its last good roster, and the answer and the audit name it.
  feeds['/12u'] = 'down';
  const next = await start('Feed down season', 700);
  expect(next.statusCode, next.body).toBe(201);
  const down = next.json<SeasonStarted>();
  expect(down.season.current).toBe(true);
  expect(down.rosters).toEqual([
    { teamId: first, name: 'Riverhawks', ok: true },
    { teamId: twelve, name: '12U Riverhawks', ok: false },
  ]);
  expect((await auditOf(down.season.id)).detail).toEqual({
    reloaded: 1,
    failed: ['12U Riverhawks'],
  });
  expect(await rosterOf(twelve)).toEqual(['Uma Under']);
});
