import { describe, expect, it } from 'vitest';
import type { FormChild, JerseyRequestRow, Team } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

// A file of its own (its own database): it removes the demo's second team.
const t = testAppForFile();

const SPEC_ROW_KEYS = [
  'firstName',
  'fulfilledAt',
  'fulfilledBy',
  'id',
  'jerseyName',
  'jerseyNumber',
  'jerseyPosition',
  'jerseySize',
  'lastName',
  'status',
  'submittedAt',
  'submittedBy',
];

describe('requests of a club with one team', () => {
  it('are written, listed and reported as the spec says, even when a team is sent', async () => {
    const [first, ...others] = (
      await t.injectAs('admin', { method: 'GET', url: '/api/teams' })
    ).json<Team[]>();
    for (const team of others) {
      await t.database.db.deleteFrom('team_members').where('team_id', '=', team.id).execute();
      await t.database.db.deleteFrom('teams').where('id', '=', team.id).execute();
    }
    const saved = await t.injectAs('family', {
      method: 'POST',
      url: '/api/form/create',
      payload: [
        {
          firstName: 'Noah',
          lastName: 'Pemberton',
          jerseyName: 'ONETEAM',
          jerseyNumber: 3,
          jerseySize: 'Youth L (14-16)',
          jerseyPosition: 1,
          jerseyIndex: 'one-team',
          team: first!.id,
        },
      ],
    });
    expect(saved.statusCode).toBe(201);
    const rows = (await t.injectAs('admin', { method: 'GET', url: '/api/form/getall' })).json<
      JerseyRequestRow[]
    >();
    expect(rows.find((r) => r.jerseyName === 'ONETEAM')).toBeDefined();
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(SPEC_ROW_KEYS);
    const csv = await t.injectAs('admin', { method: 'GET', url: '/api/form/csv?teamColumn=true' });
    expect(csv.body.split('\r\n')[0]).toBe(
      '\ufeffFirst Name,Last Name,Jersey Name,Jersey Number,Jersey Size,Adult or Kid,Submitted By,' +
        'Submitted At (America/New_York),Status,Fulfilled At (America/New_York),Fulfilled By',
    );
    // The household's children carry no teams either.
    const children = (
      await t.injectAs('family', { method: 'GET', url: '/api/form/household' })
    ).json<FormChild[]>();
    expect(children.length).toBeGreaterThan(0);
    expect(children.filter((c) => 'teams' in c)).toEqual([]);
  });
});
