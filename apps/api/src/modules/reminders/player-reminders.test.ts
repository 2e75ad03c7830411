import { beforeAll, expect, it } from 'vitest';
import type { Team } from '@dugout/shared';
import { apiCalls } from '../../testing/api-calls';
import { testAppForFile } from '../../testing/test-app';

/**
 * A game or practice asks about its players ("Is Noah available?"), so its reminder to those who
 * have not answered is about the players with no answer, sent to their guardians (to the player
 * when they have none), never "Will you come?" to the adults; other events keep "Will you come?".
 */
const t = testAppForFile();
const db = () => t.database.db;
const { call } = apiCalls(t);

let noah = '';
let pia = '';
let fiona = '';
let team = 0;

beforeAll(async () => {
  // What is queued is under test here, not the sending.
  await t.worker.stop();
  fiona = await t.contactId('family');
  const child = await db()
    .selectFrom('household_members as me')
    .innerJoin('household_members as hm', 'hm.household_id', 'me.household_id')
    .innerJoin('contacts as c', 'c.id', 'hm.contact_id')
    .select(['hm.contact_id'])
    .where('me.contact_id', '=', fiona)
    .where('hm.role', '=', 'player')
    .where('c.first_name', '=', 'Noah')
    .executeTakeFirstOrThrow();
  noah = child.contact_id;
  // A player in no household: the reminder about her goes to her own card, in her language.
  pia = (
    await db()
      .insertInto('contacts')
      .values({
        first_name: 'Pia',
        last_name: 'Playerrem',
        email: 'pia.playerrem@families.test',
        language: 'es',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const res = await call('admin', 'POST', '/api/teams', { name: 'Rem Blue', shortName: 'RB' });
  expect(res.statusCode, res.body).toBe(201);
  team = res.json<Team>().id;
  const members = await call('admin', 'PUT', `/api/teams/${team}/members`, {
    members: [
      { contactId: noah, role: 'player' },
      { contactId: pia, role: 'player' },
      { contactId: await t.contactId('staff'), role: 'manager' },
    ],
  });
  expect(members.statusCode, members.body).toBe(200);
});

async function newEvent(name: string, eventType: string, start: Date) {
  const res = await call('admin', 'POST', '/api/event/new', {
    name,
    date: start.toISOString(),
    eventType,
    teams: [team],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

/** Whom the event's reminders were claimed for, and each email's recipient and text. */
async function remindersOf(eventId: string) {
  const claims = await db()
    .selectFrom('event_reminders')
    .select(['contact_id', 'kind'])
    .where('event_id', '=', eventId)
    .execute();
  const emails = await db()
    .selectFrom('deliveries as d')
    .select(['d.recipient', 'd.subject', 'd.text'])
    .where(
      'd.message_id',
      'in',
      db()
        .selectFrom('event_reminders')
        .select('message_id')
        .where('event_id', '=', eventId)
        .where('message_id', 'is not', null)
        .$narrowType<{ message_id: string }>(),
    )
    .where('d.channel', '=', 'email')
    .orderBy('d.recipient')
    .execute();
  return { claimed: claims.map((c) => c.contact_id).sort(), emails };
}

it('"remind now" on a game asks the guardians about each player with no answer, once a day', async () => {
  const id = await newEvent('Rem game', 'game', new Date(Date.now() + 6 * 86400_000));
  const first = await call('admin', 'POST', `/api/rsvp/event/${id}/remind`);
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json()).toEqual({ queued: 2, alreadyReminded: 0 });
  const { claimed, emails } = await remindersOf(id);
  // The players only: not Fiona herself, nor anyone else the game is for.
  expect(claimed).toEqual([noah, pia].sort());
  const toFiona = emails.find((e) => e.recipient === 'family@riverhawks.test')!;
  expect(toFiona.subject).toMatch(/^Is Noah available\? Rem game, /);
  expect(toFiona.text).toMatch(/Is Noah available for Rem game \(.+\)\?/);
  expect(toFiona.text).toMatch(/Yes, available: http\S+\/api\/rsvp\/quick\?token=/);
  const toPia = emails.find((e) => e.recipient === 'pia.playerrem@families.test')!;
  expect(toPia.subject).toMatch(/^¿Pia está disponible\? Rem game, /);
  for (const e of emails) expect(e.text).not.toMatch(/Will you come|¿Vendrás/);

  const again = await call('admin', 'POST', `/api/rsvp/event/${id}/remind`);
  expect(again.json()).toEqual({ queued: 0, alreadyReminded: 2 });
});

it('a player already answered for is not asked about; the automatic pass asks once', async () => {
  const start = new Date(Date.now() + 40 * 3600_000);
  const id = await newEvent('Rem practice', 'practice', start);
  const answered = await call('family', 'POST', '/api/rsvp/new', {
    eventID: id,
    contactID: noah,
    status: 'yes',
  });
  expect(answered.statusCode, answered.body).toBe(200);
  await t.reminders.runOnce(new Date());
  await t.reminders.runOnce(new Date());
  const { claimed, emails } = await remindersOf(id);
  expect(claimed).toEqual([pia]);
  expect(emails.map((e) => e.recipient)).toEqual(['pia.playerrem@families.test']);
});

it('a meeting of the team still asks the adults "Will you come?"', async () => {
  const id = await newEvent('Rem meeting', 'meeting', new Date(Date.now() + 6 * 86400_000));
  const res = await call('admin', 'POST', `/api/rsvp/event/${id}/remind`);
  expect(res.statusCode, res.body).toBe(200);
  const { claimed, emails } = await remindersOf(id);
  expect(claimed).toContain(fiona);
  const toFiona = emails.find((e) => e.recipient === 'family@riverhawks.test')!;
  expect(toFiona.text).toMatch(/Will you come\?/);
});

it('a guardian of two players with no answer is asked once about both, with each child’s links', async () => {
  // Noah, and a sister added to his household for this test.
  const household = await db()
    .selectFrom('household_members')
    .select('household_id')
    .where('contact_id', '=', noah)
    .executeTakeFirstOrThrow();
  const ivy = await db()
    .insertInto('contacts')
    .values({ first_name: 'Ivy', last_name: 'Family', email: 'ivy.playerrem@families.test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('household_members')
    .values({ household_id: household.household_id, contact_id: ivy.id, role: 'player' })
    .execute();
  const two = [
    { contact_id: noah, first_name: 'Noah' },
    { contact_id: ivy.id, first_name: 'Ivy' },
  ];
  const made = await call('admin', 'POST', '/api/teams', { name: 'Rem Two', shortName: 'R2' });
  expect(made.statusCode, made.body).toBe(201);
  const teamTwo = made.json<Team>().id;
  const roster = await call('admin', 'PUT', `/api/teams/${teamTwo}/members`, {
    members: two.map((c) => ({ contactId: c.contact_id, role: 'player' })),
  });
  expect(roster.statusCode, roster.body).toBe(200);
  const event = await call('admin', 'POST', '/api/event/new', {
    name: 'Rem double',
    date: new Date(Date.now() + 6 * 86400_000).toISOString(),
    eventType: 'game',
    teams: [teamTwo],
  });
  expect(event.statusCode, event.body).toBe(200);
  const id = event.json<{ data: { id: string } }>().data.id;

  const res = await call('admin', 'POST', `/api/rsvp/event/${id}/remind`);
  expect(res.statusCode, res.body).toBe(200);
  const { claimed, emails } = await remindersOf(id);
  expect(claimed).toEqual(two.map((c) => c.contact_id).sort());
  const toFiona = emails.filter((e) => e.recipient === 'family@riverhawks.test');
  expect(toFiona).toHaveLength(1);
  const [a, b] = two.map((c) => c.first_name);
  expect(toFiona[0]!.subject).toMatch(
    new RegExp(`^Are (${a} and ${b}|${b} and ${a}) available\\? Rem double, `),
  );
  for (const name of [a, b]) {
    expect(toFiona[0]!.text).toMatch(
      new RegExp(`${name}, available: http\\S+/api/rsvp/quick\\?token=`),
    );
    expect(toFiona[0]!.text).toMatch(new RegExp(`${name}, not available: http\\S+`));
  }
  // Each guardian of the household: one message each, however many children are asked about.
  const recipients = emails.map((e) => e.recipient);
  expect(new Set(recipients).size).toBe(recipients.length);
});
