import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const read = (who: string, id: string) =>
  t.injectAs(who, { method: 'GET', url: `/api/event/${id}` });

/** An event's shared parts are kept per data version (event-detail-base.ts); none may go stale. */
describe('GET /api/event/:id from memory', () => {
  it('shows an edit and an audience change on the very next read', async () => {
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: { name: 'Cached game', date: '2030-05-01T23:00:00Z' },
    });
    const id = created.json<{ data: { id: string } }>().data.id;
    expect((await read('family', id)).json().data.name).toBe('Cached game');
    expect((await read('family', id)).json().data.name).toBe('Cached game');

    const renamed = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/event/update/${id}`,
      payload: { name: 'Renamed game', date: '2030-05-01T23:00:00Z' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await read('family', id)).json().data.name).toBe('Renamed game');

    const frontOffice = await t.database.db
      .selectFrom('affiliations')
      .select('id')
      .where('name', '=', 'Front Office')
      .executeTakeFirstOrThrow();
    const hidden = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/event/update/${id}`,
      payload: {
        name: 'Renamed game',
        date: '2030-05-01T23:00:00Z',
        allowedAffiliations: [frontOffice.id],
      },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await read('family', id)).statusCode).toBe(404);
    expect((await read('admin', id)).statusCode).toBe(200);
  });

  it('counts every yes but lists a member only their own answer', async () => {
    const created = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/event/new',
      payload: { name: 'Counted game', date: '2030-05-02T23:00:00Z' },
    });
    const id = created.json<{ data: { id: string } }>().data.id;
    for (const who of ['family', 'staff', 'newcomer']) {
      const res = await t.injectAs(who, {
        method: 'POST',
        url: '/api/rsvp/new',
        payload: { eventID: id, contactID: await t.contactId(who), status: 'yes' },
      });
      expect(res.statusCode, res.body).toBe(200);
      // Each answer is counted on the next read, though the event itself did not change.
      const seen = (await read('newcomer', id)).json().data;
      expect(seen.yesCount).toBe(['family', 'staff', 'newcomer'].indexOf(who) + 1);
    }
    const mine = (await read('newcomer', id)).json().data;
    expect(mine.rsvpList).toBeUndefined();
    expect(mine.myRsvp).toMatchObject({ contactID: await t.contactId('newcomer') });
  });
});
