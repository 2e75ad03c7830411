import { describe, expect, it } from 'vitest';
import type { EventSummary, HouseholdRsvps } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const household = async (who: string) => {
  const res = await t.injectAs(who, { method: 'GET', url: '/api/rsvp/household' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HouseholdRsvps>();
};
const eventNamed = async (name: string) =>
  (await t.injectAs('admin', { method: 'GET', url: '/api/event/getall' }))
    .json<EventSummary[]>()
    .find((e) => e.name === name)!;

describe('the household answers name whom each event of teams is for', () => {
  it('a 12U game is for Fiona, Gavin and Mia (not Noah, nor Shannon); the first team’s for Noah', async () => {
    const answers = await household('family');
    const firstName = new Map(answers.members.map((m) => [m.contactId, m.firstName]));
    const forEvent = async (name: string) => {
      const id = (await eventNamed(name)).id;
      const entry = answers.eventMembers?.find((e) => e.eventId === id);
      return entry?.contactIds.map((c) => firstName.get(c));
    };
    expect(await forEvent('12U Game')).toEqual(['Fiona', 'Gavin', 'Mia']);
    expect(await forEvent('Batting Cage Night')).toEqual(['Fiona', 'Gavin', 'Noah']);
    // A club-wide event is for every member listed: it is not named.
    const clubWide = (await t.injectAs('family', { method: 'GET', url: '/api/event/getall' }))
      .json<EventSummary[]>()
      .filter((e) => !e.teams?.length)
      .map((e) => e.id);
    expect(clubWide.length).toBeGreaterThan(0);
    expect(answers.eventMembers?.filter((e) => clubWide.includes(e.eventId))).toEqual([]);
  });

  it('names no event the member may not see, nor one out of the window', async () => {
    const game = await eventNamed('12U Game');
    // The newcomer reaches no team: no event of teams is theirs to see.
    expect((await household('newcomer')).eventMembers).toBeUndefined();
    const later = await t.injectAs('family', {
      method: 'GET',
      url: `/api/rsvp/household?from=${encodeURIComponent('2099-01-01T00:00:00Z')}`,
    });
    expect(later.json<HouseholdRsvps>().eventMembers).toBeUndefined();
    // One event asked by id: the members are already those it is for.
    const one = await t.injectAs('family', {
      method: 'GET',
      url: `/api/rsvp/household?eventId=${game.id}`,
    });
    const body = one.json<HouseholdRsvps>();
    expect(body.eventMembers).toBeUndefined();
    expect(body.members.map((m) => m.firstName)).toEqual(['Fiona', 'Gavin', 'Mia']);
  });
});
