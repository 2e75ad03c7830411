import { describe, expect, it } from 'vitest';
import { apiCalls } from './testing/api-calls';
import { testAppForFile } from './testing/test-app';

/**
 * The authorization matrix calls the duty and ride routes with id 999999 (every role: 404); here
 * with real rows: a family changing another family's sign-up or ride is refused with 403 (the
 * row is on an event they see: the access layer's "not yours", not a 404), and a plain member is
 * refused the manager-only duty routes. Each refused call leaves the row as it was.
 */
const t = testAppForFile();
const db = () => t.database.db;
const { call, status } = apiCalls(t);

let n = 0;
async function adult(first: string) {
  n += 1;
  const { id } = await db()
    .insertInto('contacts')
    .values({
      first_name: first,
      last_name: 'Authtest',
      email: `${first.toLowerCase()}${n}.authtest@families.riverhawks.test`,
      phone: `+1555010${String(7800 + n).slice(-4)}`,
      is_site_user: true,
      permissions: ['view:contacts'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
async function created(who: string, url: string, payload: object) {
  const res = await call(who, 'POST', url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ id: number; signupId: number; data: { id: string } }>();
}

describe('another family’s rows', () => {
  it('a family cannot withdraw, edit or cancel what another family posted: 403', async () => {
    const event = (
      await created('admin', '/api/event/new', {
        name: 'Auth game',
        date: '2031-06-21T17:00:00Z',
      })
    ).data.id;
    const ana = await adult('Ana');
    const ben = await adult('Ben');
    const duty = (
      await created('admin', `/api/event/${event}/duties`, {
        nameEn: 'Snacks',
        nameEs: 'Merienda',
        slots: 3,
      })
    ).id;
    const signup = (await created(ana, `/api/duties/${duty}/signups`, { contactId: ana })).signupId;
    const offer = (
      await created(ana, `/api/event/${event}/ride-offers`, {
        seats: 2,
        from: 'Elm St.',
        direction: 'both',
      })
    ).id;
    const request = (
      await created(ana, `/api/event/${event}/ride-requests`, {
        seats: 1,
        from: 'Oak Ave.',
      })
    ).id;
    const benOffer = (
      await created(ben, `/api/event/${event}/ride-offers`, {
        seats: 2,
        from: 'Pine St.',
        direction: 'there',
      })
    ).id;

    // Ben, another family who sees the event.
    expect(status(await call(ben, 'DELETE', `/api/duties/signups/${signup}`))).toBe(403);
    expect(status(await call(ben, 'POST', `/api/duties/${duty}/signups`, { contactId: ana }))).toBe(
      403,
    );
    const offerFields = { seats: 4, from: 'Elm St.', direction: 'both' };
    expect(status(await call(ben, 'PUT', `/api/ride-offers/${offer}`, offerFields))).toBe(403);
    expect(status(await call(ben, 'DELETE', `/api/ride-offers/${offer}`))).toBe(403);
    const requestFields = { seats: 2, from: 'Oak Ave.' };
    expect(status(await call(ben, 'PUT', `/api/ride-requests/${request}`, requestFields))).toBe(
      403,
    );
    expect(status(await call(ben, 'DELETE', `/api/ride-requests/${request}`))).toBe(403);
    // Accepting with someone else's offer: only its driver accepts with it.
    expect(
      status(await call(ben, 'POST', `/api/ride-requests/${request}/accept`, { offerId: offer })),
    ).toBe(403);
    // Matched to Ben's own offer is his to accept; the match is then cancelled by a side only.
    expect(
      status(
        await call(ben, 'POST', `/api/ride-requests/${request}/accept`, { offerId: benOffer }),
      ),
    ).toBe(200);
    const carl = await adult('Carl');
    expect(status(await call(carl, 'DELETE', `/api/ride-requests/${request}/match`))).toBe(403);

    // Nothing changed by the refusals.
    const row = await db()
      .selectFrom('ride_offers')
      .select(['seats'])
      .where('id', '=', offer)
      .executeTakeFirstOrThrow();
    expect(row.seats).toBe(2);
    const signups = await db()
      .selectFrom('duty_signups')
      .select('id')
      .where('duty_id', '=', duty)
      .execute();
    expect(signups.map((s) => s.id)).toEqual([signup]);
    const match = await db()
      .selectFrom('ride_requests')
      .select('offer_id')
      .where('id', '=', request)
      .executeTakeFirstOrThrow();
    expect(match.offer_id).toBe(benOffer);
  });
});

describe('manager-only duty routes', () => {
  it('a plain member may not add, edit or delete an event’s duties: 403', async () => {
    const event = (
      await created('admin', '/api/event/new', {
        name: 'Auth duties game',
        date: '2031-06-28T17:00:00Z',
      })
    ).data.id;
    const duty = (
      await created('admin', `/api/event/${event}/duties`, {
        nameEn: 'Scorekeeper',
        nameEs: 'Anotador',
        slots: 1,
      })
    ).id;
    const member = await adult('Dana');
    const fields = { nameEn: 'Scorer', nameEs: 'Anotador', slots: 2 };
    expect(status(await call(member, 'POST', `/api/event/${event}/duties`, fields))).toBe(403);
    expect(status(await call(member, 'PUT', `/api/duties/${duty}`, fields))).toBe(403);
    expect(status(await call(member, 'DELETE', `/api/duties/${duty}`))).toBe(403);
    expect(status(await call('family', 'DELETE', `/api/duties/${duty}`))).toBe(403);
    const row = await db()
      .selectFrom('event_duties')
      .select(['name_en', 'slots'])
      .where('id', '=', duty)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name_en: 'Scorekeeper', slots: 1 });
  });
});
