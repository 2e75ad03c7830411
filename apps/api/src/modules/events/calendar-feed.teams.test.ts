import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/test-app';

/** The private feed in a club of two teams: all of the member's teams, or one (`?team=`). */
const t = testAppForFile();
const db = () => t.database.db;

const eventId = async (name: string) =>
  (await db().selectFrom('events').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;
const teamId = async (name: string) =>
  (await db().selectFrom('teams').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;
const feedPath = async (who: string) =>
  new URL(
    (await t.injectAs(who, { method: 'POST', url: '/api/calendar/feed' })).json<{ url: string }>()
      .url,
  ).pathname;
/** The ids of the events a feed holds (each event's URL ends with its id). */
const idsIn = (ics: string) => [...ics.matchAll(/\/events\/([0-9a-f-]{36})/g)].map((m) => m[1]);

describe('the private calendar feed, in a club of two teams', () => {
  it('holds every team of the member, and one team’s events with the club’s under ?team=', async () => {
    const [game, cages] = [await eventId('12U Game'), await eventId('Batting Cage Night')];
    const [first, twelve] = [await teamId('Riverhawks'), await teamId('12U Riverhawks')];
    const path = await feedPath('family');
    const all = await t.app.inject({ method: 'GET', url: path });
    expect(all.statusCode).toBe(200);
    const everything = idsIn(all.body);
    expect(everything).toEqual(expect.arrayContaining([game, cages]));
    const teamsOf = await db()
      .selectFrom('event_teams')
      .select(['event_id', 'team_id'])
      .where('event_id', 'in', everything as string[])
      .execute();
    const clubWide = everything.filter((id) => !teamsOf.some((r) => r.event_id === id));
    expect(clubWide.length).toBeGreaterThan(0);

    const twelves = await t.app.inject({ method: 'GET', url: `${path}?team=${twelve}` });
    expect(twelves.statusCode).toBe(200);
    expect(twelves.body).toMatch(/X-WR-CALNAME:(12U Riverhawks events|Eventos de 12U Riverhawks)/);
    const twelveIds = idsIn(twelves.body);
    expect(twelveIds).toContain(game);
    expect(twelveIds).not.toContain(cages);
    expect(twelveIds).toEqual(expect.arrayContaining(clubWide));
    const firsts = idsIn(
      (await t.app.inject({ method: 'GET', url: `${path}?team=${first}` })).body,
    );
    expect(firsts).toContain(cages);
    expect(firsts).not.toContain(game);
    // Together the two teams' feeds hold what the whole feed holds.
    expect(new Set([...twelveIds, ...firsts])).toEqual(new Set(everything));
  });

  it('answers 404 for a team the member does not reach, or no team; 400 for a team that is not a number', async () => {
    const twelve = await teamId('12U Riverhawks');
    const newcomer = await feedPath('newcomer');
    const reached = await db()
      .selectFrom('team_members')
      .select('team_id')
      .innerJoin('contacts', 'contacts.id', 'team_members.contact_id')
      .where('contacts.calendar_token', '=', newcomer.slice('/api/calendar/'.length, -4))
      .execute();
    expect(reached).toEqual([]);
    const outside = await t.app.inject({ method: 'GET', url: `${newcomer}?team=${twelve}` });
    expect(outside.statusCode).toBe(404);
    const family = await feedPath('family');
    expect((await t.app.inject({ method: 'GET', url: `${family}?team=99999` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `${family}?team=abc` })).statusCode).toBe(400);
    // The club's admins reach every team.
    const admin = await feedPath('admin');
    expect((await t.app.inject({ method: 'GET', url: `${admin}?team=${twelve}` })).statusCode).toBe(
      200,
    );
  });
});
