import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { eventFor } from '../../testing/affiliated-event';
import { remindNow, startTextingApp, type TextingApp } from '../../testing/texting-app';
import { markPhonesVerified } from '../../testing/verified-phones';

/**
 * A text reply must not answer for someone else. The case: a guardian put another household's
 * number on her child's card; the child's reminder went there, and that member's "N" became the
 * child's answer. A reminder is texted only to the person's verified number, and a Y/N answers
 * only for people whose verified number sent it. Twilio-shaped peer on loopback, real webhook.
 */
let app: TextingApp;
let t: TestApp;
let kids: number;
let parents: number;

beforeAll(async () => {
  app = await startTextingApp('AC00000000000000000000000000000080', 'verified-replies-token');
  t = app.t;
  const db = t.database.db;
  const affiliation = async (name: string) =>
    (await db.insertInto('affiliations').values({ name }).returning('id').executeTakeFirstOrThrow())
      .id;
  kids = await affiliation('Verified Kids');
  parents = await affiliation('Verified Parents');
});
afterAll(() => app?.close());

let people = 0;
async function newPerson(phone: string, affiliationId: number): Promise<string> {
  const n = ++people;
  const row = await t.database.db
    .insertInto('contacts')
    .values({
      first_name: 'Rex',
      last_name: `Replier${n}`,
      email: `rex${n}@replies.test`,
      phone,
      language: 'en',
      affiliation_id: affiliationId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const newEvent = (name: string, affiliationId: number) =>
  eventFor(t.database.db, name, affiliationId);
const remind = (eventId: string) => remindNow(t, eventId);
const inbound = (from: string, body: string) => app.inbound(from, body);

const answer = async (eventId: string, contactId: string) =>
  (
    await t.database.db
      .selectFrom('rsvps')
      .select('status')
      .where('event_id', '=', eventId)
      .where('contact_id', '=', contactId)
      .executeTakeFirst()
  )?.status ?? null;
const textedTo = (phone: string) => app.peer.sent.filter((f) => f.get('To') === phone).length;

it("the child's reminder skips the neighbour's number, and her N answers nothing for the child", async () => {
  const number = '+15550107601';
  const neighbour = await newPerson(number, parents);
  await markPhonesVerified(t.database.db, [neighbour]);
  // The guardian typed the neighbour's number on the child's card: unverified for the child.
  const child = await newPerson(number, kids);
  const game = await newEvent('Kids game vs Larks', kids);
  await remind(game);
  expect(textedTo(number)).toBe(0);
  const delivery = await t.database.db
    .selectFrom('deliveries')
    .select(['status', 'last_error'])
    .where('contact_id', '=', child)
    .where('channel', '=', 'sms')
    .executeTakeFirstOrThrow();
  expect(delivery).toEqual({ status: 'skipped', last_error: 'Skipped: number not verified' });

  const reply = await inbound(number, 'N');
  expect(reply.status).toBe(200);
  expect(reply.text).toMatch(/no recent reminder was texted to this number/);
  expect(await answer(game, child)).toBeNull();

  // The neighbour's own reminder, to her verified number: her N answers for her, not the child.
  const hers = await newEvent('Parents meeting', parents);
  await remind(hers);
  expect(textedTo(number)).toBe(1);
  expect((await inbound(number, 'N')).text).toMatch(/We recorded No for Rex Replier\d+/);
  expect(await answer(hers, neighbour)).toBe('no');
  expect(await answer(game, child)).toBeNull();
});

it('a number that is no longer the person’s verified one answers nothing for them', async () => {
  const old = '+15550107611';
  const kid = await newPerson(old, kids);
  await markPhonesVerified(t.database.db, [kid]);
  const game = await newEvent('Kids game vs Jays', kids);
  await remind(game);
  expect(textedTo(old)).toBe(1);
  // The card's number changes after the reminder went: whoever keeps the old number no longer
  // answers for the kid.
  await t.database.db
    .updateTable('contacts')
    .set({ phone: '+15550107612' })
    .where('id', '=', kid)
    .execute();
  expect((await inbound(old, 'Y')).text).toMatch(/no recent reminder/);
  expect(await answer(game, kid)).toBeNull();
});
