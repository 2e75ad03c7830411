import { describe, expect, it } from 'vitest';
import { TEAMS_MAX, type Team, type TeamDetail, type TeamWithState } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

/** Inactive teams, on a database of their own (the test fills the club up to its limit). */
const t = testAppForFile();
const db = () => t.database.db;

const teamId = async (name: string) =>
  (await db().selectFrom('teams').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;
const listed = async (url: '/api/teams' | '/api/teams/all') =>
  (await t.injectAs('family', { method: 'GET', url })).json<TeamWithState[]>();
/** The demo's two teams among those listed (the other test adds some, in any order). */
const demo = (teams: TeamWithState[]) =>
  teams.filter((x) => x.name === 'Riverhawks' || x.name === '12U Riverhawks');
const put = (id: number, payload: object, language = 'en') =>
  t.injectAs('admin', {
    method: 'PUT',
    url: `/api/teams/${id}`,
    headers: { 'accept-language': language },
    payload,
  });

describe('an inactive team', () => {
  it('is stopped by the admin: offered nowhere, still labelling its events, and back when made active', async () => {
    const twelve = await teamId('12U Riverhawks');
    const { id: game } = await db()
      .insertInto('events')
      .values({ name: 'Inactive team game', date: new Date(Date.now() + 3 * 86_400_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('event_teams').values({ event_id: game, team_id: twelve }).execute();

    const stopped = await put(twelve, { name: '12U Riverhawks', shortName: '12U', active: false });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json<TeamDetail>().active).toBe(false);
    expect(demo(await listed('/api/teams')).map((x) => x.name)).toEqual(['Riverhawks']);
    expect(demo(await listed('/api/teams/all')).map((x) => [x.name, x.active])).toEqual([
      ['Riverhawks', true],
      ['12U Riverhawks', false],
    ]);
    // Its event keeps it (the label of a past season's event, read from /api/teams/all).
    const event = await t.injectAs('admin', { method: 'GET', url: `/api/event/${game}` });
    expect(event.json<{ data: { teams: number[] } }>().data.teams).toEqual([twelve]);

    const back = await put(twelve, { name: '12U Riverhawks', shortName: '12U', active: true });
    expect(back.json<TeamDetail>().active).toBe(true);
    expect(demo(await listed('/api/teams')).map((x) => x.name)).toEqual([
      'Riverhawks',
      '12U Riverhawks',
    ]);
    const bad = await put(twelve, { name: '12U Riverhawks', shortName: '12U', active: 'no' }, 'es');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(
      'Indica si el equipo está activo con true o false.',
    );
  });

  it('does not count toward the club’s limit of teams; making one active again does', async () => {
    const active = (await listed('/api/teams')).length;
    await db()
      .insertInto('teams')
      .values(
        Array.from({ length: TEAMS_MAX - active }, (_, i) => ({
          name: `Limit team ${i}`,
          short_name: `L${i}`,
          roster_url: null,
        })),
      )
      .execute();
    const full = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/teams',
      payload: { name: 'One too many', shortName: 'X' },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toBe(
      `There can be at most ${TEAMS_MAX} teams.`,
    );

    const last = await teamId('Limit team 0');
    expect(
      (await put(last, { name: 'Limit team 0', shortName: 'L0', active: false })).statusCode,
    ).toBe(200);
    const made = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/teams',
      payload: { name: 'One more', shortName: 'X' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<Team>().name).toBe('One more');
    const again = await put(last, { name: 'Limit team 0', shortName: 'L0', active: true });
    expect(again.statusCode).toBe(409);
    expect((await listed('/api/teams')).length).toBe(TEAMS_MAX);
    // The club as it was for the other test.
    await db()
      .deleteFrom('teams')
      .where((eb) => eb.or([eb('name', 'like', 'Limit team %'), eb('name', '=', 'One more')]))
      .execute();
  });
});
