import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { startTextingApp, type TextingApp } from '../../testing/texting-app';
import { markPhonesVerified } from '../../testing/verified-phones';

/**
 * A "C" cancels a ride only from the verified number of one of its sides, and only once a ride
 * text (the confirmation) went to that number: as the Y/N replies to reminders, a card that merely
 * names a number (someone else's, typed by mistake) gives its holder no say over the ride.
 * Twilio-shaped peer on loopback, real signed webhook.
 */
let app: TextingApp;
let t: TestApp;
const EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

beforeAll(async () => {
  app = await startTextingApp('AC00000000000000000000000000000282', 'ride-verified-token');
  t = app.t;
});
afterAll(() => app?.close());

let people = 0;
async function newPerson(phone: string): Promise<string> {
  const n = ++people;
  const row = await t.database.db
    .insertInto('contacts')
    .values({
      first_name: 'Vera',
      last_name: `Verified${n}`,
      email: `vera${n}.verified@families.riverhawks.test`,
      phone,
      language: 'en',
      is_site_user: true,
      permissions: ['view:contacts'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const call = async (who: string, url: string, payload: object) => {
  const res = await t.injectAs(who, { method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ id: number; data: { id: string } }>();
};

/** `driver` drives `asker` to a new event; the confirmations are sent. The request's id. */
async function matchedRide(name: string, asker: string, driver: string): Promise<number> {
  const event = (await call('admin', '/api/event/new', { name, date: '2031-07-12T17:00:00Z' })).data
    .id;
  const offer = await call(driver, `/api/event/${event}/ride-offers`, {
    seats: 2,
    from: 'Elm St.',
    direction: 'both',
  });
  const request = (
    await call(asker, `/api/event/${event}/ride-requests`, { seats: 1, from: 'Pine Ave.' })
  ).id;
  await call(driver, `/api/ride-requests/${request}/accept`, { offerId: offer.id });
  await t.worker.drain();
  return request;
}
const matched = async (request: number) =>
  (
    await t.database.db
      .selectFrom('ride_requests')
      .select('offer_id')
      .where('id', '=', request)
      .executeTakeFirstOrThrow()
  ).offer_id !== null;
const textedTo = (phone: string) => app.peer.sent.filter((f) => f.get('To') === phone).length;

it("a number typed on the asker's card, verified by its holder only, cancels nothing", async () => {
  const number = '+15550107701';
  const holder = await newPerson(number);
  await markPhonesVerified(t.database.db, [holder]);
  // The asker's card names the holder's number: not the asker's verified one.
  const asker = await newPerson(number);
  const driver = await newPerson('+15550107702');
  await markPhonesVerified(t.database.db, [driver]);
  const request = await matchedRide('Verified ride one', asker, driver);
  expect(textedTo(number)).toBe(0);

  const answer = await app.inbound(number, 'C');
  expect([answer.status, answer.text]).toEqual([200, EMPTY]);
  expect(await matched(request)).toBe(true);

  // The driver's own verified number, which got the confirmation, does cancel it.
  expect(textedTo('+15550107702')).toBe(1);
  expect((await app.inbound('+15550107702', 'C')).text).toMatch(/Your ride to Verified ride one/);
  expect(await matched(request)).toBe(false);
});

it('a number verified only after the match got no confirmation: its "C" cancels nothing', async () => {
  const asker = await newPerson('+15550107711');
  const driver = await newPerson('+15550107712');
  await markPhonesVerified(t.database.db, [driver]);
  const request = await matchedRide('Verified ride two', asker, driver);
  expect(textedTo('+15550107711')).toBe(0);
  await markPhonesVerified(t.database.db, [asker]);

  expect((await app.inbound('+15550107711', 'C')).text).toBe(EMPTY);
  expect(await matched(request)).toBe(true);
});

it('a number no longer on the card cancels nothing, though it got the confirmation', async () => {
  const asker = await newPerson('+15550107721');
  const driver = await newPerson('+15550107722');
  await markPhonesVerified(t.database.db, [asker, driver]);
  const request = await matchedRide('Verified ride three', asker, driver);
  expect(textedTo('+15550107721')).toBe(1);
  await t.database.db
    .updateTable('contacts')
    .set({ phone: '+15550107723' })
    .where('id', '=', asker)
    .execute();

  expect((await app.inbound('+15550107721', 'C')).text).toBe(EMPTY);
  expect(await matched(request)).toBe(true);
});
