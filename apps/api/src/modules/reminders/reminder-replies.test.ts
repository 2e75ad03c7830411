import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { eventFor } from '../../testing/affiliated-event';
import {
  remindNow,
  startTextingApp,
  TEXTING_PUBLIC_URL,
  type TextingApp,
} from '../../testing/texting-app';
import { markPhonesVerified } from '../../testing/verified-phones';

/**
 * Y/N replies to reminder texts, through the real webhook with Twilio's own
 * signature helper, and a Twilio-shaped REST peer on loopback that takes the reminder texts.
 */
let app: TextingApp;
let texts: URLSearchParams[];
let t: TestApp;
let affiliation: number;
const people: Record<string, string> = {};

beforeAll(async () => {
  app = await startTextingApp('AC00000000000000000000000000000072', 'reminder-replies-token');
  t = app.t;
  texts = app.peer.sent;
  const db = t.database.db;
  affiliation = (
    await db
      .insertInto('affiliations')
      .values({ name: 'Reply Squad' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const [name, language, phone] of [
    ['Sofía', 'es', '+15550107302'],
    ['Quiet', 'en', '+15550107303'],
  ] as const) {
    const row = await db
      .insertInto('contacts')
      .values({
        first_name: name,
        last_name: 'Replier',
        email: `${name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}.replier@families.test`,
        phone,
        language,
        affiliation_id: affiliation,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    people[name] = row.id;
  }
  // Each confirmed their number (migration 0080): texts go to it, and its replies count.
  await markPhonesVerified(db, Object.values(people));
  // Quiet turned reminder texts off: the text is skipped, so a Y from the number answers nothing.
  await db
    .insertInto('message_preferences')
    .values({ contact_id: people.Quiet!, kind: 'reminders', channel: 'sms', enabled: false })
    .execute();
});
afterAll(() => app?.close());

let gils = 0;
/**
 * A Gil Replier of this test's own, on a number nobody else has: which event a reply answers
 * depends on what was last texted to the number, so no test may share one with another.
 */
async function newGil(): Promise<{ id: string; phone: string }> {
  const n = ++gils;
  const phone = `+155501073${String(10 + n).padStart(2, '0')}`;
  const row = await t.database.db
    .insertInto('contacts')
    .values({
      first_name: 'Gil',
      last_name: 'Replier',
      email: `gil${n}.replier@families.test`,
      phone,
      language: 'en',
      affiliation_id: affiliation,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await markPhonesVerified(t.database.db, [row.id]);
  return { id: row.id, phone };
}

/** An event of the squad's, named in Spanish too. */
async function newEvent(name: string, daysAhead: number) {
  const db = t.database.db;
  const id = await eventFor(db, name, affiliation, daysAhead);
  await db
    .insertInto('event_translations')
    .values({ event_id: id, language: 'es', field_name: 'Name', contents: `${name} (es)` })
    .execute();
  return id;
}

const remind = (eventId: string) => remindNow(t, eventId);
const inbound = (from: string, body: string, signed = true) =>
  app.inbound(from, body, { sign: signed ? 'twilio' : 'none' });

/** The answer of `who` (a name in `people`, or a contact id) to the event. */
const answer = async (eventId: string, who: string) =>
  (
    await t.database.db
      .selectFrom('rsvps')
      .select('status')
      .where('event_id', '=', eventId)
      .where('contact_id', '=', people[who] ?? who)
      .executeTakeFirst()
  )?.status ?? null;

it('Y answers the event of the latest reminder texted to the number, and confirms it', async () => {
  const gil = await newGil();
  const first = await newEvent('Game vs Larks', 6);
  await remind(first);
  expect(texts.map((f) => f.get('To'))).toContain(gil.phone);
  expect(await answer(first, gil.id)).toBeNull();

  // Unsigned: refused, nothing recorded.
  expect((await inbound(gil.phone, 'Y', false)).status).toBe(403);
  expect(await answer(first, gil.id)).toBeNull();

  const yes = await inbound(gil.phone, ' yes ');
  expect(yes.status).toBe(200);
  expect(yes.text).toMatch(/We recorded Yes for Gil Replier: Game vs Larks, \w{3}, \w{3} \d+/);
  expect(await answer(first, gil.id)).toBe('yes');

  // A later reminder for another event: the next reply answers that one.
  const second = await newEvent('Game vs Jays', 7);
  await remind(second);
  const no = await inbound(gil.phone, 'n');
  expect(no.text).toMatch(/We recorded No for Gil Replier: Game vs Jays/);
  expect(await answer(second, gil.id)).toBe('no');
  expect(await answer(first, gil.id)).toBe('yes');
  expect((await inbound(gil.phone, 'NO')).text).toMatch(/was already No/);
});

it('sí, with its accent and any case, answers in Spanish', async () => {
  const id = await newEvent('Game vs Wrens', 8);
  await remind(id);
  const res = await inbound('+15550107302', 'Sí');
  expect(res.text).toMatch(/Registramos Sí para Sofía Replier: Game vs Wrens \(es\)/);
  expect(await answer(id, 'Sofía')).toBe('yes');
  expect((await inbound('+15550107302', 'SI')).text).toMatch(/ya era Sí/);
});

it('a Y with no reminder texted to the number gets a pointer to the events, in its language', async () => {
  const none = await inbound('+15550107399', 'Y');
  expect(none.status).toBe(200);
  expect(none.text).toMatch(/no recent reminder was texted to this number/);
  expect(none.text).toContain(`${TEXTING_PUBLIC_URL}/events/all`);
  // Quiet's reminder was skipped (texts off for reminders): no text went, nothing to answer.
  const id = await newEvent('Game vs Crows', 9);
  await remind(id);
  expect(texts.filter((f) => f.get('To') === '+15550107303')).toEqual([]);
  expect((await inbound('+15550107303', 'Y')).text).toMatch(/no recent reminder/);
  expect(await answer(id, 'Quiet')).toBeNull();
});

it('goes through the access rules: an event no longer open to the person records nothing', async () => {
  const gil = await newGil();
  const id = await newEvent('Game vs Hawks', 10);
  await remind(id);
  // The event is narrowed to another affiliation after the reminder went.
  const other = await t.database.db
    .insertInto('affiliations')
    .values({ name: 'Someone Else' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('event_affiliations')
    .set({ affiliation_id: other.id })
    .where('event_id', '=', id)
    .execute();
  const res = await inbound(gil.phone, 'Y');
  expect(res.text).toMatch(/no longer open\. Nothing was recorded/);
  expect(await answer(id, gil.id)).toBeNull();
});

it('a text the staff sent after the reminder takes the reply: "No" answers that, not the game', async () => {
  const gil = await newGil();
  const id = await newEvent('Game vs Owls', 11);
  await remind(id);
  const staff = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/messaging/send',
    payload: {
      MessageTypes: 'SMS',
      Recipients: [{ PhoneNumber: gil.phone, Name: 'Gil' }],
      Message: 'Can anyone drive on Saturday?',
    },
  });
  expect(staff.statusCode).toBe(202);
  await t.worker.drain();
  expect((await inbound(gil.phone, 'No')).text).toMatch(/no recent reminder/);
  expect(await answer(id, gil.id)).toBeNull();
});

it('answers nothing for an event that has started, or for a number several people share', async () => {
  const gil = await newGil();
  const db = t.database.db;
  const started = await newEvent('Game vs Rooks', 12);
  await remind(started);
  await db
    .updateTable('events')
    .set({ date: new Date(Date.now() - 3600_000) })
    .where('id', '=', started)
    .execute();
  expect((await inbound(gil.phone, 'N')).text).toMatch(/no recent reminder/);
  expect(await answer(started, gil.id)).toBeNull();

  // Two people on one number: the reminder went to each, so a Y is nobody's in particular.
  const twin = await db
    .insertInto('contacts')
    .values({
      first_name: 'Gia',
      last_name: 'Replier',
      email: 'gia.replier@families.test',
      phone: gil.phone,
      language: 'en',
      affiliation_id: affiliation,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await markPhonesVerified(db, [twin.id]);
  const shared = await newEvent('Game vs Terns', 13);
  await remind(shared);
  const reply = await inbound(gil.phone, 'Y');
  expect(reply.text).toMatch(/more than one person/);
  expect(reply.text).toContain(`${TEXTING_PUBLIC_URL}/events/${shared}`);
  expect(await answer(shared, gil.id)).toBeNull();
  expect(
    await db
      .selectFrom('rsvps')
      .select('id')
      .where('event_id', '=', shared)
      .where('contact_id', '=', twin.id)
      .executeTakeFirst(),
  ).toBeUndefined();
});
