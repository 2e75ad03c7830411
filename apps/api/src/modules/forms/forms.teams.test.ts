import { describe, expect, it } from 'vitest';
import type { FormChild, JerseyRequestRow, Team } from '@dugout/shared';
import { inactiveTeam } from '../../testing/inactive-team';
import { testAppForFile } from '../../testing/test-app';

// A file of its own: its orders name teams.
const t = testAppForFile();

const item = (over: object = {}) => ({
  firstName: 'Mia',
  lastName: 'Pemberton',
  jerseyName: 'MIA',
  jerseyNumber: 5,
  jerseySize: 'Youth S (6-8)',
  jerseyPosition: 2,
  jerseyIndex: `row-${Math.random()}`,
  ...over,
});
const teams = async () =>
  (await t.injectAs('admin', { method: 'GET', url: '/api/teams' })).json<Team[]>();
const list = async (query = '') =>
  (await t.injectAs('admin', { method: 'GET', url: `/api/form/getall${query}` })).json<
    JerseyRequestRow[]
  >();

describe('requests of a club with two teams', () => {
  it('records the team an order is for, lists it for staff, filters by it and adds a Team column on request', async () => {
    const [first, u12] = await teams();
    const saved = await t.injectAs('family', {
      method: 'POST',
      url: '/api/form/create',
      payload: [
        item({ jerseyName: 'MIA12', team: u12!.id }),
        item({ firstName: 'Noah', jerseyName: 'NOAH1', team: first!.id }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const rows = await list();
    expect(rows.find((r) => r.jerseyName === 'MIA12')?.team).toBe(u12!.id);
    expect(rows.find((r) => r.jerseyName === 'NOAH1')?.team).toBe(first!.id);
    const filtered = await list(`?team=${u12!.id}`);
    expect(filtered.map((r) => r.jerseyName)).toContain('MIA12');
    expect(filtered.map((r) => r.jerseyName)).not.toContain('NOAH1');
    expect(new Set(filtered.map((r) => r.team))).toEqual(new Set([u12!.id]));

    const csv = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/form/csv?team=${u12!.id}&teamColumn=true`,
    });
    const lines = csv.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]!.split(',').at(-1)).toBe('Team');
    expect(
      new Set(
        lines
          .slice(1)
          .filter(Boolean)
          .map((l) => l.split(',').at(-1)),
      ),
    ).toEqual(new Set(['12U Riverhawks']));
    expect(lines.filter((l) => l.includes(',MIA12,'))).toHaveLength(1);
    expect(lines.filter((l) => l.includes(',NOAH1,'))).toHaveLength(0);
    // Without teamColumn, the spec's columns.
    const plain = await t.injectAs('admin', { method: 'GET', url: '/api/form/csv' });
    expect(plain.body.split('\r\n')[0]!.endsWith('Fulfilled By')).toBe(true);
  });

  it('refuses a team the household does not reach, and an unknown filter, in en and es', async () => {
    const [first] = await teams();
    // Sam Staff manages 12U only: the first team is not theirs to order for.
    const db = t.database.db;
    await db
      .updateTable('contacts')
      .set({ permissions: ['view:jerseyform'] })
      .where('email', '=', 'staff@riverhawks.test')
      .execute();
    const refused = await t.injectAs('staff', {
      method: 'POST',
      url: '/api/form/create',
      payload: [item({ team: first!.id })],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'team',
      message: "Choose one of your player's teams for each item.",
    });
    await t.whileReading('staff', 'es', async () => {
      const res = await t.injectAs('staff', {
        method: 'POST',
        url: '/api/form/create',
        payload: [item({ team: 987654 })],
      });
      expect(res.json().message).toBe('Elige uno de los equipos de tu jugador para cada artículo.');
    });
    // Left out, the order is for the one team the member reaches.
    const one = await t.injectAs('staff', {
      method: 'POST',
      url: '/api/form/create',
      payload: [item({ jerseyName: 'SAMS' })],
    });
    expect(one.statusCode).toBe(201);
    const u12 = (await teams())[1]!.id;
    expect((await list()).find((r) => r.jerseyName === 'SAMS')?.team).toBe(u12);

    const unknown = await t.injectAs('admin', {
      method: 'GET',
      url: '/api/form/getall?team=987654',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      field: 'team',
      message: 'There is no such team: choose one of the list.',
    });
  });

  it('tells the form each household child’s team, to preselect an item’s', async () => {
    const [first, u12] = await teams();
    const children = (
      await t.injectAs('family', { method: 'GET', url: '/api/form/household' })
    ).json<FormChild[]>();
    expect(Object.fromEntries(children.map((c) => [c.firstName, c.teams]))).toMatchObject({
      Noah: [first!.id],
      Mia: [u12!.id],
    });
  });

  it('refuses a filter by a team no longer active, in en and es', async () => {
    const gone = await inactiveTeam(t, 'Requests Gone');
    for (const url of [`/api/form/getall?team=${gone}`, `/api/form/csv?team=${gone}`]) {
      const res = await t.injectAs('admin', { method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'team',
        message: 'That team is no longer active: choose one of the list.',
      });
    }
    await t.whileReading('admin', 'es', async () => {
      const res = await t.injectAs('admin', {
        method: 'GET',
        url: `/api/form/getall?team=${gone}`,
      });
      expect(res.json().message).toBe('Ese equipo ya no está activo: elige uno de la lista.');
    });
  });
});
