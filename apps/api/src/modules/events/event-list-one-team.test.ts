import { describe, expect, it } from 'vitest';
import type { DirectoryPage } from '@dugout/shared';
import { eventCalls } from '../../testing/event-calls';
import { testAppForFile } from '../../testing/test-app';

// A file of its own (its own database): it removes the demo's second team, which the
// two-team tests beside it would otherwise meet, in a shuffled order.
const t = testAppForFile();

const { teams, save, listed, detail } = eventCalls(t, 'from=2035-05-01&to=2035-06-01');

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
