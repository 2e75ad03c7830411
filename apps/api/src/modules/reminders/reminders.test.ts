import { reminderDueAt } from '@dugout/shared';
import { beforeAll, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/test-app';
import { eventFor } from '../../testing/affiliated-event';

/**
 * Automatic reminders: 48 h before to the invited who have not answered, 3 h
 * before to those going; per-event hours and off; once per person, kind and start, whatever
 * the number of schedulers; a late start still sends before the game, never after; a moved
 * event is reminded for its new time, a deleted one not at all; language and channels per
 * member; the admins' "remind now".
 */
const ZONE = 'America/New_York';
const people: Record<string, string> = {};
let affiliation: number;

const t = testAppForFile();
beforeAll(async () => {
  // What is queued is under test here; the worker's sending is the outbox's (and never-twice's).
  await t.worker.stop();
  const db = t.database.db;
  affiliation = (
    await db
      .insertInto('affiliations')
      .values({ name: 'Reminder Squad' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const contacts = [
    { first_name: 'Ana', language: 'en', phone: '+15550107201' },
    { first_name: 'Beto', language: 'es', phone: '+15550107202' },
    { first_name: 'Cora', language: 'en', phone: null },
    { first_name: 'Dan', language: 'en', phone: '+15550107204' },
    { first_name: 'Eve', language: 'en', phone: '+15550107205' },
  ];
  for (const c of contacts) {
    const row = await db
      .insertInto('contacts')
      .values({
        ...c,
        last_name: 'Remindee',
        email: `${c.first_name.toLowerCase()}.remindee@families.test`,
        affiliation_id: affiliation,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    people[c.first_name] = row.id;
  }
  // Ana turned reminder texts off: her text is recorded as skipped.
  await db
    .insertInto('message_preferences')
    .values({ contact_id: people.Ana!, kind: 'reminders', channel: 'sms', enabled: false })
    .execute();
});

async function newEvent(date: string, name = 'Game vs Owls') {
  const db = t.database.db;
  const id = await eventFor(db, name, affiliation, new Date(date));
  await db
    .insertInto('event_translations')
    .values({ event_id: id, language: 'es', field_name: 'Name', contents: 'Contra Owls' })
    .execute();
  await db
    .insertInto('rsvps')
    .values([
      { event_id: id, contact_id: people.Dan!, status: 'yes' },
      { event_id: id, contact_id: people.Eve!, status: 'no' },
    ])
    .execute();
  return id;
}

/** The reminder deliveries of an event, by kind: who, by which channel, what status. */
async function sentFor(eventId: string, kind?: string) {
  let q = t.database.db
    .selectFrom('event_reminders as er')
    .innerJoin('deliveries as d', 'd.message_id', 'er.message_id')
    .innerJoin('contacts as c', 'c.id', 'er.contact_id')
    .select([
      'er.kind',
      'c.first_name',
      'd.channel',
      'd.status',
      'd.text',
      'd.last_error',
      'd.recipient',
      'd.headers',
    ])
    .where('er.event_id', '=', eventId)
    .whereRef('d.recipient_label', '=', sqlLabel);
  if (kind) q = q.where('er.kind', '=', kind as 'unanswered');
  return q.orderBy('c.first_name').orderBy('d.channel').execute();
}
// A message holds every recipient's deliveries: keep each claim's own (by its name label).
import { sql } from 'kysely';
const sqlLabel = sql<string>`c.first_name || ' ' || c.last_name`;

/**
 * One scheduler pass at `at`; how many of the test's own events' people it reminded (the demo
 * season's games may fall due at the same moment).
 */
async function runAt(at: Date | string): Promise<number> {
  const before = await ownClaims();
  await t.reminders.runOnce(new Date(at));
  return (await ownClaims()) - before;
}
async function ownClaims(): Promise<number> {
  const row = await t.database.db
    .selectFrom('event_reminders as er')
    .innerJoin('contacts as c', 'c.id', 'er.contact_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.last_name', '=', 'Remindee')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
const minus = (d: Date, ms: number) => new Date(d.getTime() - ms);

it('48 h before: the invited who have not answered, in their language and channels; 3 h: yes only', async () => {
  const start = new Date('2027-06-15T22:05:00Z'); // Tue 18:05 EDT
  const id = await newEvent(start.toISOString());
  const due48 = reminderDueAt(start, 48, ZONE);
  expect(await runAt(minus(due48, 60_000))).toBe(0);
  expect(await sentFor(id)).toEqual([]);

  expect(await runAt(due48)).toBe(3);
  const first = await sentFor(id);
  expect(first.map((d) => [d.first_name, d.channel, d.status])).toEqual([
    ['Ana', 'email', 'queued'],
    ['Ana', 'sms', 'skipped'],
    ['Beto', 'email', 'queued'],
    ['Beto', 'sms', 'queued'],
    ['Cora', 'email', 'queued'],
  ]);
  expect(first.find((d) => d.first_name === 'Ana' && d.channel === 'sms')?.last_error).toMatch(
    /opted out/,
  );
  const beto = first.find((d) => d.first_name === 'Beto' && d.channel === 'sms')!;
  expect(beto.text).toMatch(/Contra Owls, mar, 15 jun, 18:05/);
  expect(beto.text).toMatch(/Responde S o N/);
  const ana = first.find((d) => d.first_name === 'Ana' && d.channel === 'email')!;
  expect(ana.text).toMatch(/Game vs Owls \(Tue, Jun 15, 6:05\sPM\)/);
  expect(ana.text).toMatch(/\/api\/rsvp\/quick\?token=/);
  // Bulk email: one-click unsubscribe from reminders.
  expect(JSON.stringify(ana.headers)).toMatch(/List-Unsubscribe-Post/);

  // Nothing more before the 3-hour reminder, and it goes to Dan (yes) alone.
  expect(await runAt(minus(start, 4 * 3600_000))).toBe(0);
  expect(await runAt(minus(start, 3 * 3600_000))).toBe(1);
  expect((await sentFor(id, 'going')).map((d) => [d.first_name, d.channel])).toEqual([
    ['Dan', 'email'],
    ['Dan', 'sms'],
  ]);
  expect(await runAt(minus(start, 60_000))).toBe(0);
  expect(await runAt(new Date(start.getTime() + 60_000))).toBe(0);
});

it('the going reminder names the venue and the arrival time', async () => {
  const start = new Date('2027-06-22T22:00:00Z');
  const id = await newEvent(start.toISOString());
  const venue = await t.database.db
    .insertInto('venues')
    .values({ name: 'Reminder Test Field', address: '1 River Rd' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('events')
    .set({ venue_id: venue.id, arrival_minutes_before: 45 })
    .where('id', '=', id)
    .execute();
  await runAt(minus(start, 3 * 3600_000));
  const sms = (await sentFor(id, 'going')).find((d) => d.channel === 'sms')!;
  expect(sms.text).toMatch(/At Reminder Test Field, 1 River Rd\. Arrive by 5:15\sPM\./);
});

it('per-event settings: off, and other hours; refused out of range in the reader’s language', async () => {
  const start = new Date('2027-07-06T22:00:00Z');
  const id = await newEvent(start.toISOString());
  const bad = await t.injectAs('admin', {
    method: 'PUT',
    url: `/api/event/${id}/reminders`,
    headers: { 'accept-language': 'es' },
    payload: { unansweredHours: 400, unansweredOn: true, goingHours: 3, goingOn: true },
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json<{ message: string }>().message).toMatch(/de 1 a 336 horas/);
  const res = await t.injectAs('admin', {
    method: 'PUT',
    url: `/api/event/${id}/reminders`,
    payload: { unansweredHours: 48, unansweredOn: false, goingHours: 5, goingOn: true },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json<{ dueAt: { unanswered: string | null; going: string } }>().dueAt).toEqual({
    unanswered: null,
    going: '2027-07-06T17:00:00.000Z',
  });
  expect(await runAt(minus(start, 47 * 3600_000))).toBe(0);
  expect(await runAt(minus(start, 5 * 3600_000))).toBe(1);
  expect((await sentFor(id)).map((d) => d.first_name)).toEqual(['Dan', 'Dan']);
  const got = await t.injectAs('admin', { method: 'GET', url: `/api/event/${id}/reminders` });
  expect(got.json<{ settings: unknown }>().settings).toEqual({
    unansweredHours: 48,
    unansweredOn: false,
    goingHours: 5,
    goingOn: true,
  });
});

it('two schedulers ticking at once queue each reminder once', async () => {
  const start = new Date('2027-07-13T22:00:00Z');
  const id = await newEvent(start.toISOString());
  const at = minus(start, 40 * 3600_000);
  const other = t.reminders.replica();
  const before = await ownClaims();
  await Promise.all([
    t.reminders.runOnce(at),
    other.runOnce(at),
    t.reminders.runOnce(at),
    other.runOnce(at),
  ]);
  expect((await ownClaims()) - before).toBe(3);
  const emails = (await sentFor(id)).filter((d) => d.channel === 'email');
  expect(emails.map((d) => d.first_name)).toEqual(['Ana', 'Beto', 'Cora']);
});

it('a reminder missed while the server was down goes before the start, never after', async () => {
  const late = new Date('2027-07-20T22:00:00Z');
  const lateId = await newEvent(late.toISOString());
  // Down from 48 h before until 10 h before: the first pass after the restart sends it.
  expect(await runAt(minus(late, 10 * 3600_000))).toBe(3);
  expect((await sentFor(lateId, 'unanswered')).length).toBe(5);

  const gone = new Date('2027-07-27T22:00:00Z');
  const goneId = await newEvent(gone.toISOString());
  // Down until after the start: nothing is sent for it.
  await runAt(new Date(gone.getTime() + 3600_000));
  expect(await sentFor(goneId)).toEqual([]);
});

it('a moved event is reminded for its new time; a deleted one is not', async () => {
  const db = t.database.db;
  const start = new Date('2027-08-03T22:00:00Z');
  const id = await newEvent(start.toISOString());
  expect(await runAt(minus(start, 47 * 3600_000))).toBe(3);
  // Moved three days later: nothing until the new time's 48 h, then a fresh reminder.
  const moved = new Date('2027-08-06T22:00:00Z');
  await db.updateTable('events').set({ date: moved }).where('id', '=', id).execute();
  expect(await runAt(minus(start, 46 * 3600_000))).toBe(0);
  expect(await runAt(minus(moved, 48 * 3600_000))).toBe(3);
  const slots = await db
    .selectFrom('event_reminders')
    .select('slot')
    .where('event_id', '=', id)
    .where('kind', '=', 'unanswered')
    .groupBy('slot')
    .orderBy('slot')
    .execute();
  expect(slots.map((s) => s.slot)).toEqual([start.toISOString(), moved.toISOString()]);

  const doomed = new Date('2027-08-10T22:00:00Z');
  const doomedId = await newEvent(doomed.toISOString());
  const deleted = await t.injectAs('admin', { method: 'DELETE', url: `/api/event/${doomedId}` });
  expect(deleted.statusCode).toBe(200);
  expect(await runAt(minus(doomed, 47 * 3600_000))).toBe(0);
});

it('remind now: once per person a day, not for a started event; en/es', async () => {
  const start = new Date(Date.now() + 10 * 86400_000);
  const id = await newEvent(start.toISOString());
  const first = await t.injectAs('admin', { method: 'POST', url: `/api/rsvp/event/${id}/remind` });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ queued: 3, alreadyReminded: 0 });
  const again = await t.injectAs('admin', { method: 'POST', url: `/api/rsvp/event/${id}/remind` });
  expect(again.json()).toEqual({ queued: 0, alreadyReminded: 3 });
  const ledger = await t.database.db
    .selectFrom('messages')
    .innerJoin('event_reminders as er', 'er.message_id', 'messages.id')
    .select(['messages.kind', 'messages.created_by'])
    .where('er.event_id', '=', id)
    .execute();
  expect(new Set(ledger.map((m) => m.kind))).toEqual(new Set(['reminder']));
  expect(ledger[0]!.created_by).toBe(await t.contactId('admin'));

  const past = await newEvent(new Date(Date.now() - 3600_000).toISOString());
  const refused = await t.injectAs('admin', {
    method: 'POST',
    url: `/api/rsvp/event/${past}/remind`,
    headers: { 'accept-language': 'es' },
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json<{ message: string }>().message).toMatch(/ya empezó/);
  const family = await t.injectAs('family', {
    method: 'POST',
    url: `/api/rsvp/event/${id}/remind`,
  });
  expect(family.statusCode).toBe(403);
});
