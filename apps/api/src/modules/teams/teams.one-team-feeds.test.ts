import { expect, it } from 'vitest';
import type { Roster, Team } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

// A file of its own (its own database): it removes the demo's second team.
const t = testAppForFile();
const db = () => t.database.db;

it('a club with one team: the spec’s roster and feed answer as before, the team’s are the same', async () => {
  const [first, ...others] = (await t.injectAs('admin', { method: 'GET', url: '/api/teams' })).json<
    Team[]
  >();
  for (const team of others) {
    await db().deleteFrom('team_members').where('team_id', '=', team.id).execute();
    await db().deleteFrom('event_teams').where('team_id', '=', team.id).execute();
    await db().deleteFrom('teams').where('id', '=', team.id).execute();
  }
  const spec = await t.injectAs('family', { method: 'GET', url: '/api/contact/roster' });
  expect(spec.statusCode).toBe(200);
  // The seeded file, as without teams: 26 players and 6 coaches.
  expect(spec.json<Roster>().roster).toHaveLength(32);
  const own = await t.injectAs('family', { method: 'GET', url: `/api/teams/${first!.id}/roster` });
  expect(own.json<Roster>()).toEqual(spec.json<Roster>());

  const { url } = (await t.injectAs('family', { method: 'POST', url: '/api/calendar/feed' })).json<{
    url: string;
  }>();
  const path = new URL(url).pathname;
  const whole = await t.app.inject({ method: 'GET', url: path });
  const team = await t.app.inject({ method: 'GET', url: `${path}?team=${first!.id}` });
  const events = (ics: string) => ics.match(/BEGIN:VEVENT/g)?.length ?? 0;
  expect(events(whole.body)).toBeGreaterThan(0);
  expect(events(team.body)).toBe(events(whole.body));
  expect(whole.body).toMatch(/X-WR-CALNAME:(Riverhawks events|Eventos de Riverhawks)/);
});
