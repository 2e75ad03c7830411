import { describe, expect, it } from 'vitest';
import type { MyTeams, Team, TeamMembers } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const contact = async (first: string) =>
  (
    await t.database.db
      .insertInto('contacts')
      .values({
        first_name: first,
        last_name: 'Teamtest',
        email: `${first.toLowerCase()}.teamtest@families.riverhawks.test`,
        is_site_user: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const create = (payload: object, who: 'admin' | 'family' = 'admin') =>
  t.injectAs(who, { method: 'POST', url: '/api/teams', payload });
const mine = async (who: string) => {
  const res = await t.injectAs(who, { method: 'GET', url: '/api/teams/mine' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyTeams>().map((m) => [m.shortName, m.reach]);
};

describe('teams', () => {
  it('are the team the existing data migrated into, named after the deployment, and the demo’s 12U', async () => {
    const res = await t.injectAs('family', { method: 'GET', url: '/api/teams' });
    expect(res.statusCode).toBe(200);
    // Tests of this file run in any order: the others' teams are left out.
    const demo = res
      .json<Team[]>()
      .filter((team) => team.name.endsWith('Riverhawks'))
      .map((team) => [team.name, team.shortName]);
    expect(demo).toEqual([
      ['Riverhawks', 'Riverhawks'],
      ['12U Riverhawks', '12U'],
    ]);
  });

  it('reach the demo family on two teams through Noah and Mia, and Sam as the 12U’s manager', async () => {
    expect(await mine('family')).toEqual([
      ['Riverhawks', ['household']],
      ['12U', ['household']],
    ]);
    expect(await mine('staff')).toEqual([['12U', ['manager']]]);
    expect(await mine('newcomer')).toEqual([]);
  });

  it('are created and renamed by admins only, each name once, refused in the admin’s language', async () => {
    expect((await create({ name: 'Not mine', shortName: 'NM' }, 'family')).statusCode).toBe(403);
    const made = await create({ name: '12U Blue', shortName: '12U', sortOrder: 2 });
    expect(made.statusCode, made.body).toBe(201);
    const team = made.json<Team>();
    expect(team).toMatchObject({ name: '12U Blue', shortName: '12U', sortOrder: 2 });

    const again = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/teams',
      payload: { name: '12u blue', shortName: 'X' },
      headers: { 'accept-language': 'es' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'Ya hay un equipo llamado «12u blue». Elige otro nombre.',
    );
    const blank = await create({ name: ' ', shortName: '12U' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toBe(
      'Write the team’s name, of at most 60 characters.',
    );

    const renamed = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/teams/${team.id}`,
      payload: { name: '12U Gold', shortName: '12U' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Team>().name).toBe('12U Gold');
    const listed = (await t.injectAs('family', { method: 'GET', url: '/api/teams' })).json<
      Team[]
    >();
    // Sort order first (the migrated team's 0 before 2), then name.
    const names = listed.map((l) => l.name);
    expect(names.filter((n) => n === 'Riverhawks' || n === '12U Gold')).toEqual([
      'Riverhawks',
      '12U Gold',
    ]);
  });

  it('reach a member on the roster, their manager, and the guardians of its players — not siblings', async () => {
    const team = (await create({ name: '10U Red', shortName: '10U' })).json<Team>();
    const [player, guardian, sibling, manager, outsider] = await Promise.all(
      ['Pat', 'Gwen', 'Sid', 'Mona', 'Otto'].map(contact),
    );
    const { id: household } = await t.database.db
      .insertInto('households')
      .values({ name: 'Teamtest family' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('household_members')
      .values([
        { household_id: household, contact_id: player!, role: 'player' },
        { household_id: household, contact_id: guardian!, role: 'guardian' },
        { household_id: household, contact_id: sibling!, role: 'sibling' },
      ])
      .execute();

    const members = [
      { contactId: player!, role: 'player' },
      { contactId: manager!, role: 'manager' },
    ];
    const refused = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/teams/${team.id}/members`,
      payload: { members },
    });
    expect(refused.statusCode).toBe(403);
    const set = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/teams/${team.id}/members`,
      payload: { members },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      set
        .json<TeamMembers>()
        .members.map((m) => [m.firstName, m.role])
        .sort(),
    ).toEqual([
      ['Mona', 'manager'],
      ['Pat', 'player'],
    ]);

    expect(await mine(player!)).toEqual([['10U', ['player']]]);
    expect(await mine(manager!)).toEqual([['10U', ['manager']]]);
    expect(await mine(guardian!)).toEqual([['10U', ['household']]]);
    expect(await mine(sibling!)).toEqual([]);
    expect(await mine(outsider!)).toEqual([]);
  });

  it('refuses a roster naming someone twice or someone who is not there', async () => {
    const team = (await create({ name: '8U', shortName: '8U' })).json<Team>();
    const someone = await contact('Twice');
    const put = (members: object[]) =>
      t.injectAs('admin', {
        method: 'PUT',
        url: `/api/teams/${team.id}/members`,
        payload: { members },
      });
    const twice = await put([
      { contactId: someone, role: 'player' },
      { contactId: someone, role: 'coach' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ message: string }>().message).toBe(
      'List each person once, as player, coach or manager.',
    );
    const missing = await put([
      { contactId: '00000000-0000-4000-8000-000000000001', role: 'player' },
    ]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe(
      '1 of the people chosen was not found. Someone may have deleted them.',
    );
    const read = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/teams/${team.id}/members`,
    });
    expect(read.json<TeamMembers>().members).toEqual([]);
  });
});
