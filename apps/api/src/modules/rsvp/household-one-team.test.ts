import { describe, expect, it } from 'vitest';
import type { HouseholdRsvps, Team } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

// A file of its own (its own database): it removes the demo's second team.
const t = testAppForFile();

describe('the household answers of a club with one team', () => {
  it('carry no eventMembers: the line lists the household as before', async () => {
    const [, ...others] = (await t.injectAs('admin', { method: 'GET', url: '/api/teams' })).json<
      Team[]
    >();
    expect(others.length).toBeGreaterThan(0);
    for (const team of others) {
      await t.database.db.deleteFrom('team_members').where('team_id', '=', team.id).execute();
      await t.database.db.deleteFrom('event_teams').where('team_id', '=', team.id).execute();
      await t.database.db.deleteFrom('teams').where('id', '=', team.id).execute();
    }
    // The first team's own seeded event goes club-wide too, as every event of a one-team club.
    await t.database.db.deleteFrom('event_teams').execute();
    const res = await t.injectAs('family', { method: 'GET', url: '/api/rsvp/household' });
    expect(res.statusCode).toBe(200);
    const body = res.json<HouseholdRsvps>();
    expect(Object.keys(body).sort()).toEqual(['answers', 'members']);
    expect(body.members.map((m) => m.firstName)).toEqual([
      'Fiona',
      'Gavin',
      'Noah',
      'Mia',
      'Shannon',
    ]);
  });
});
