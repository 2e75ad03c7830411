import { describe, expect, it } from 'vitest';
import type { DirectoryPage, EventDetail, EventSummary, Team } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

// A file of its own (its own database): it removes the demo's second team, which the
// two-team tests beside it would otherwise meet, in a shuffled order.
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
const detail = async (who: string, id: string) =>
  (await t.injectAs(who, { method: 'GET', url: `/api/event/${id}` })).json<{
    data: EventDetail;
  }>().data;

describe('a club with one team', () => {
  it('answers the event list, an event and the directory with no teams field', async () => {
    const [first, ...others] = await teams();
    // The demo's second team goes: the club is back to one.
    for (const team of others) {
      await t.database.db.deleteFrom('team_members').where('team_id', '=', team.id).execute();
      await t.database.db.deleteFrom('event_teams').where('team_id', '=', team.id).execute();
      await t.database.db.deleteFrom('teams').where('id', '=', team.id).execute();
    }
    expect((await teams()).map((team) => team.id)).toEqual([first!.id]);
    const id = await save({ name: 'One-team practice', date: '2035-05-20T22:00:00Z' });

    const event = (await listed('family')).find((e) => e.name === 'One-team practice');
    expect(Object.keys(event!).sort()).toEqual(
      ['date', 'eventLocationID', 'id', 'imageURL', 'name'].sort(),
    );
    expect(Object.keys(await detail('family', id))).not.toContain('teams');
    const page = (
      await t.injectAs('family', { method: 'GET', url: '/api/contact/page?limit=5' })
    ).json<DirectoryPage>();
    expect(Object.keys(page).sort()).toEqual(['contacts', 'nextCursor', 'total']);
    expect(page.contacts.flatMap((c) => Object.keys(c))).not.toContain('teams');
  });
});
