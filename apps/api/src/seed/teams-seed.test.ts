import { describe, expect, it } from 'vitest';
import type { EventDetail, EventSummary } from '@dugout/shared';
import { testAppForFile } from '../testing/test-app';
import { seedTeamEvents } from './team-events-seed';
import { seedTeamPractice, TEAM_PRACTICE } from './teams-seed';

const t = testAppForFile();

describe("the demo's 12U practice", () => {
  it('is an event of 12U only: its manager and its families see it, others do not', async () => {
    const seen = async (who: string) =>
      (await t.injectAs(who, { method: 'GET', url: '/api/event/getall' }))
        .json<EventSummary[]>()
        .filter((e) => e.name === TEAM_PRACTICE.name)
        .map((e) => e.id);
    const [id] = await seen('staff');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const detail = await t.injectAs('family', {
      method: 'GET',
      url: `/api/event/${id}`,
      headers: { 'accept-language': 'es' },
    });
    const data = detail.json<{ data: EventDetail }>().data;
    expect(data.teams).toHaveLength(1);
    expect(await seen('newcomer')).toEqual([]);
    // Seeded again (a demo folder's next start), it is not doubled.
    await seedTeamPractice(t.database.db);
    expect(await seen('admin')).toEqual([id]);
  });
});

describe("the demo's events of teams", () => {
  it('are all there beside the manager’s practice, once each when seeded again', async () => {
    const names = async () =>
      (await t.injectAs('admin', { method: 'GET', url: '/api/event/getall' }))
        .json<EventSummary[]>()
        .filter((e) => e.teams?.length)
        .map((e) => e.name)
        .sort();
    const expected = [
      '12U Fielding Practice',
      '12U Game',
      TEAM_PRACTICE.name,
      'Batting Cage Night',
    ].sort();
    expect(await names()).toEqual(expected);
    await seedTeamEvents(t.database.db);
    expect(await names()).toEqual(expected);
  });
});
