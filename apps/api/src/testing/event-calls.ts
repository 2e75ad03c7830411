import { expect } from 'vitest';
import type { EventDetail, EventSummary, Team } from '@dugout/shared';
import type { TestApp } from './test-app';

/**
 * The calls a test of the schedule makes: the club's teams, an admin's new event (its id), the
 * schedule of `range` (`from=…&to=…`) as a member reads it, and one event's detail.
 */
export function eventCalls(t: TestApp, range: string) {
  return {
    teams: async () =>
      (await t.injectAs('admin', { method: 'GET', url: '/api/teams' })).json<Team[]>(),
    save: async (payload: object) => {
      const res = await t.injectAs('admin', { method: 'POST', url: '/api/event/new', payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { id: string } }>().data.id;
    },
    listed: async (who: string) =>
      (await t.injectAs(who, { method: 'GET', url: `/api/event/getall?${range}` })).json<
        EventSummary[]
      >(),
    detail: async (who: string, id: string) =>
      (await t.injectAs(who, { method: 'GET', url: `/api/event/${id}` })).json<{
        data: EventDetail;
      }>().data,
  };
}
