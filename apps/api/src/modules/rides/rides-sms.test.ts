import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventRides } from '@dugout/shared';
import type { TestApp } from '../../testing/test-app';
import { startTextingApp, type TextingApp } from '../../testing/texting-app';
import { markPhonesVerified } from '../../testing/verified-phones';

/**
 * "C" in reply to a ride's confirmation text, through the real webhook signed with Twilio's own
 * helper, and a Twilio-shaped REST peer on loopback that takes the portal's texts.
 */
let app: TextingApp;
let texts: URLSearchParams[];
let t: TestApp;
const people: Record<string, { id: string; phone: string }> = {};

beforeAll(async () => {
  app = await startTextingApp('AC00000000000000000000000000000281', 'ride-replies-token');
  t = app.t;
  texts = app.peer.sent;
  for (const [name, language, phone] of [
    ['Dora', 'en', '+15550107501'],
    ['Ana', 'es', '+15550107502'],
    ['Teo', 'en', '+15550107503'],
    ['Ivan', 'en', '+15550107504'],
    ['Nico', 'en', '+15550107505'],
  ] as const) {
    const row = await t.database.db
      .insertInto('contacts')
      .values({
        first_name: name,
        last_name: 'Rider',
        email: `${name.toLowerCase()}.rider@families.riverhawks.test`,
        phone,
        language,
        is_site_user: true,
        permissions: ['view:contacts'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    people[name] = { id: row.id, phone };
  }
  await markPhonesVerified(
    t.database.db,
    Object.values(people).map((p) => p.id),
  );
});
afterAll(() => app?.close());

const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.injectAs(who, { method, url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ id: number } & EventRides>();
};
/** A match on a new event: `driver` drives `asker`; the event's and the request's ids. */
async function matchedRide(name: string, asker: string, driver = 'Dora') {
  const event = (
    await t
      .injectAs('admin', {
        method: 'POST',
        url: '/api/event/new',
        payload: { name, date: '2031-06-14T17:00:00Z' },
      })
      .then((r) => r.json<{ data: { id: string } }>())
  ).data.id;
  const offer = await call(people[driver]!.id, 'POST', `/api/event/${event}/ride-offers`, {
    seats: 3,
    from: 'Maple St.',
    direction: 'both',
  });
  const request = (
    await call(people[asker]!.id, 'POST', `/api/event/${event}/ride-requests`, {
      seats: 1,
      from: 'Oak Ave.',
    })
  ).id;
  await call(people[driver]!.id, 'POST', `/api/ride-requests/${request}/accept`, {
    offerId: offer.id,
  });
  await t.worker.drain();
  return { event, request };
}
const textsTo = (phone: string) =>
  texts.filter((f) => f.get('To') === phone).map((f) => f.get('Body'));
const offerOf = async (request: number) =>
  (
    await t.database.db
      .selectFrom('ride_requests')
      .select('offer_id')
      .where('id', '=', request)
      .executeTakeFirstOrThrow()
  ).offer_id;

it('“cancelar” from the asker cancels the ride, answers in Spanish and tells the driver', async () => {
  const { request } = await matchedRide('Ride SMS game', 'Ana');
  const confirmation = textsTo(people.Ana!.phone).at(-1)!;
  expect(confirmation).toMatch(/^Riverhawks: Dora Rider te llevará a Ride SMS game/);
  expect(confirmation).toMatch(/Teléfono: \+15550107501\. Responde C para cancelar el viaje\.$/);

  const answer = await app.inbound(people.Ana!.phone, ' Cancelar ');
  expect(answer.status).toBe(200);
  expect(answer.text).toMatch(
    /^<\?xml.*<Message>Tu viaje a Ride SMS game \(.+\) está cancelado\. Se lo dijimos a Dora Rider\.<\/Message><\/Response>$/,
  );
  expect(await offerOf(request)).toBeNull();
  await t.worker.drain();
  expect(textsTo(people.Dora!.phone).at(-1)).toMatch(
    /^Riverhawks: Ana Rider cancelled the ride to Ride SMS game \(/,
  );
});

it('“C” from the driver cancels; a second “C” with no ride left passes on to the inbox', async () => {
  const { request } = await matchedRide('Ride SMS driver', 'Teo', 'Nico');
  const answer = await app.inbound(people.Nico!.phone, 'c');
  expect(answer.text).toMatch(
    /Your ride to Ride SMS driver \(.+\) is cancelled\. We told Teo Rider\./,
  );
  expect(await offerOf(request)).toBeNull();
  await t.worker.drain();
  expect(textsTo(people.Teo!.phone).at(-1)).toMatch(
    /Nico Rider cancelled the ride to Ride SMS driver/,
  );

  // Nothing to cancel: the next handlers take it (the office's inbox stores it, no reply).
  const stray = await app.inbound(people.Nico!.phone, 'C');
  expect(stray.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  const stored = await t.database.db
    .selectFrom('sms_conversation_messages')
    .select('body')
    .where('direction', '=', 'in')
    .orderBy('at', 'desc')
    .executeTakeFirstOrThrow();
  expect(stored.body).toBe('C');
});

it('with two rides it points to the page; a Y stays a reminder’s answer', async () => {
  const first = await matchedRide('Ride SMS one', 'Ivan');
  const second = await matchedRide('Ride SMS two', 'Ivan');
  const answer = await app.inbound(people.Ivan!.phone, 'C');
  expect(answer.text).toContain(
    'You have several rides. Cancel the one you mean on its event page:',
  );
  expect([await offerOf(first.request), await offerOf(second.request)]).not.toContain(null);
  // A Y is a reminder's answer, not a ride's: the ride stays.
  await app.inbound(people.Ivan!.phone, 'Y');
  expect(await offerOf(first.request)).not.toBeNull();
});
