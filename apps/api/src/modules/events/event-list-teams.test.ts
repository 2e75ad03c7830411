import { describe, expect, it } from 'vitest';
import type { EventSummary, Team } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const RANGE = 'from=2035-05-01&to=2035-06-01';
const teams = async () =>
  (await t.injectAs('admin', { method: 'GET', url: '/api/teams' })).json<Team[]>();
const save = async (payload: object) => {
  const res = await t.injectAs('admin', { method: 'POST', url: '/api/event/new', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
};
const listed = async (who: string) =>
  (await t.injectAs(who, { method: 'GET', url: `/api/event/getall?${RANGE}` })).json<
    EventSummary[]
  >();

describe('the schedule of a club with two teams', () => {
  it("lists an event's teams beside it, and nothing beside a club-wide one", async () => {
    const u12 = (await teams()).find((team) => team.shortName === '12U')!.id;
    await save({ name: '12U Game in May', date: '2035-05-10T22:00:00Z', teams: [u12] });
    await save({ name: 'Club picnic in May', date: '2035-05-11T22:00:00Z' });

    // Fiona's family reaches both teams: one merged list, the 12U game marked.
    const byName = new Map((await listed('family')).map((e) => [e.name, e]));
    expect(byName.get('12U Game in May')?.teams).toEqual([u12]);
    expect(byName.get('Club picnic in May')).toBeDefined();
    expect(byName.get('Club picnic in May')).not.toHaveProperty('teams');
  });
});
