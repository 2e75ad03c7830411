import { describe, expect, it } from 'vitest';
import type { FormChild } from '@dugout/shared';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const children = async (who: 'family' | 'admin' | 'staff') => {
  const res = await t.injectAs(who, { method: 'GET', url: '/api/form/household' });
  return { status: res.statusCode, body: res.json<FormChild[]>() };
};

describe('GET /api/form/household', () => {
  it('offers the household’s players and siblings, not its guardians, to fill a row from', async () => {
    const { status, body } = await children('family');
    expect(status).toBe(200);
    expect(body.map((c) => [c.firstName, c.role])).toEqual([
      ['Mia', 'sibling'],
      ['Noah', 'player'],
      ['Shannon', 'sibling'],
    ]);
    expect(body.filter((c) => c.lastName !== 'Pemberton')).toEqual([]);
  });

  it('with the name and number the household last asked for the child', async () => {
    const post = (jerseyNumber: number, jerseyName: string) =>
      t.injectAs('family', {
        method: 'POST',
        url: '/api/form/create',
        payload: [
          {
            firstName: 'noah',
            lastName: 'PEMBERTON',
            jerseyName,
            jerseyNumber,
            jerseySize: 'Youth L',
            jerseyPosition: 1,
            jerseyIndex: crypto.randomUUID(),
          },
        ],
      });
    expect((await post(16, 'PEMBERTON')).statusCode).toBe(201);
    expect((await post(61, 'NOAH P')).statusCode).toBe(201);
    // Someone outside the household asking for a Noah Pemberton does not count.
    const other = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/form/create',
      payload: [
        {
          firstName: 'Noah',
          lastName: 'Pemberton',
          jerseyName: 'WRONG',
          jerseyNumber: 99,
          jerseySize: 'S',
          jerseyPosition: 0,
          jerseyIndex: crypto.randomUUID(),
        },
      ],
    });
    expect(other.statusCode).toBe(201);
    const noah = (await children('family')).body.find((c) => c.firstName === 'Noah');
    expect(noah).toMatchObject({ jerseyName: 'NOAH P', jerseyNumber: 61, jerseyPosition: 1 });
    const mia = (await children('family')).body.find((c) => c.firstName === 'Mia');
    expect(mia).toMatchObject({ jerseyName: null, jerseyNumber: null, jerseyPosition: null });
  });

  it('is empty without a household, and refused to members who may not ask', async () => {
    expect(await children('admin')).toEqual({ status: 200, body: [] });
    expect((await children('staff')).status).toBe(403);
  });
});
