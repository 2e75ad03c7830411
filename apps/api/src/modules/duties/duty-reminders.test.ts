import { reminderDueAt } from '@dugout/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMessagePeers } from '../../testing/message-peers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { markPhonesVerified } from '../../testing/verified-phones';

/**
 * The volunteers' duty reminders, followed to where they arrive (the SMTP and Twilio peers on
 * loopback): 24 h before the duty's time (its event's start when it has none), once per sign-up
 * whatever the number of schedulers, in the volunteer's language and by their "Volunteer
 * duties" channels; none after a withdrawal, none with every channel off, none in an archived
 * season; a late sign-up is reminded at the next pass; never twice for one duty and person, who
 * withdrew and signed up again; the one-click unsubscribe turns off this kind only.
 */
const ZONE = 'America/New_York';
let t: TestApp;
let peers: Awaited<ReturnType<typeof startMessagePeers>>;
const people: Record<string, string> = {};

beforeAll(async () => {
  peers = await startMessagePeers();
  t = await createTestApp({ ...peers.env, TEAM_TIME_ZONE: ZONE });
  await t.worker.stop(); // each case drains the outbox itself
  const db = t.database.db;
  const contacts = [
    { first_name: 'Vera', language: 'en', phone: '+15550109101' },
    { first_name: 'Vito', language: 'es', phone: '+15550109102' },
    { first_name: 'Wes', language: 'en', phone: null },
    { first_name: 'Wanda', language: 'en', phone: null },
    { first_name: 'Lena', language: 'en', phone: null },
    { first_name: 'Omar', language: 'en', phone: null },
    { first_name: 'Pia', language: 'en', phone: null },
    { first_name: 'Rex', language: 'en', phone: null },
    { first_name: 'Rita', language: 'en', phone: null },
    { first_name: 'Ray', language: 'en', phone: null },
    { first_name: 'Lou', language: 'en', phone: null },
    { first_name: 'Olga', language: 'en', phone: null },
    { first_name: 'Nell', language: 'en', phone: null },
    { first_name: 'Ned', language: 'en', phone: null },
  ];
  for (const c of contacts) {
    const row = await db
      .insertInto('contacts')
      .values({
        ...c,
        last_name: 'Volunteer',
        email: `${c.first_name.toLowerCase()}.volunteer@families.test`,
        is_site_user: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    people[c.first_name] = row.id;
  }
  await markPhonesVerified(db, [people.Vera!, people.Vito!]);
});
afterAll(async () => {
  await t?.close();
  await peers?.close();
});

/** A club-wide event at `start` (its own RSVP reminders off: only duty reminders go here). */
async function newEvent(name: string, start: Date): Promise<string> {
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/event/new',
    payload: { name, date: start.toISOString() },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json<{ data: { id: string } }>().data.id;
  await t.database.db
    .insertInto('event_reminder_settings')
    .values({
      event_id: id,
      unanswered_hours: 48,
      unanswered_on: false,
      going_hours: 3,
      going_on: false,
    })
    .execute();
  await t.database.db
    .insertInto('event_translations')
    .values({ event_id: id, language: 'es', field_name: 'Name', contents: `${name} (es)` })
    .execute();
  return id;
}
async function newDuty(eventId: string, nameEn: string, nameEs: string, at?: Date) {
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: `/api/event/${eventId}/duties`,
    payload: { nameEn, nameEs, slots: 5, ...(at && { at: at.toISOString() }) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
/** The admin signs a volunteer up (as a manager assigns); the sign-up's id. */
async function assign(dutyId: number, who: string): Promise<number> {
  const res = await t.injectAs('admin', {
    method: 'POST',
    url: `/api/duties/${dutyId}/signups`,
    payload: { contactId: people[who] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ signupId: number }>().signupId;
}

/** What reached a volunteer since the marks, as the peers received it. */
function marks() {
  return { email: peers.smtp.received.length, sms: peers.sms.sent.length };
}
function arrived(who: string, since: ReturnType<typeof marks>) {
  const email = `${who.toLowerCase()}.volunteer@families.test`;
  return {
    mail: peers.smtp.received.slice(since.email).filter((m) => m.to.includes(email)),
    sms: peers.sms.sent
      .slice(since.sms)
      .filter((f) => f.get('To') === contactsPhone[who])
      .map((f) => f.get('Body') ?? ''),
  };
}
const contactsPhone: Record<string, string> = { Vera: '+15550109101', Vito: '+15550109102' };

const hours = (n: number) => n * 3600_000;
/** One scheduler pass at `at`, then the outbox sends what it queued. */
async function passAt(at: Date): Promise<number> {
  const n = await t.reminders.runOnce(at);
  await t.worker.drain();
  return n;
}
const remindedAt = async (signupId: number) =>
  (
    await t.database.db
      .selectFrom('duty_signups')
      .select('reminded_at')
      .where('id', '=', signupId)
      .executeTakeFirstOrThrow()
  ).reminded_at;

it('reminds each volunteer once, a day before, in their language, naming all their duties', async () => {
  const start = new Date('2031-03-15T18:00:00Z'); // Sat 2:00 PM EDT
  const id = await newEvent('Game vs Owls', start);
  const snacks = await newDuty(id, 'Snacks', 'Merienda', new Date(start.getTime() - hours(1)));
  const score = await newDuty(id, 'Scorekeeper', 'Anotador');
  await assign(snacks, 'Vera');
  const veraScore = await assign(score, 'Vera');
  await assign(snacks, 'Vito');
  const from = marks();

  // The scorekeeper's reminder is due a day before the start, the snacks' a day before 1:00 PM.
  const due = reminderDueAt(start, 24, ZONE);
  expect(await passAt(new Date(due.getTime() - hours(2)))).toBe(0);
  expect(await remindedAt(veraScore)).toBeNull();
  expect(await passAt(due)).toBe(3);

  const vera = arrived('Vera', from);
  expect(vera.mail.map((m) => m.subject)).toEqual([
    'Volunteer reminder: Game vs Owls, Sat, Mar 15, 2:00 PM',
  ]);
  expect(vera.mail[0]!.text).toContain('You signed up to help at Game vs Owls');
  expect(vera.mail[0]!.text).toContain('- Snacks, at 1:00 PM\n- Scorekeeper\n');
  expect(vera.mail[0]!.text).toContain(`/events/${id}`);
  expect(vera.sms).toEqual([
    expect.stringMatching(
      /^Riverhawks: a reminder, you volunteer at Game vs Owls, Sat, Mar 15, 2:00 PM: Snacks \(1:00 PM\), Scorekeeper\. /,
    ),
  ]);
  const vito = arrived('Vito', from);
  expect(vito.mail.map((m) => m.subject)).toEqual([
    'Recordatorio de voluntariado: Game vs Owls (es), sáb, 15 mar, 14:00',
  ]);
  expect(vito.mail[0]!.text).toContain('Hola, Vito:');
  expect(vito.mail[0]!.text).toContain('- Merienda, a las 13:00');
  expect(vito.sms).toEqual([
    expect.stringContaining('un recordatorio, ayudas en Game vs Owls (es)'),
  ]);
  expect(await remindedAt(veraScore)).toEqual(due);

  // Later passes, up to the start, send nothing again.
  const again = marks();
  expect(await passAt(new Date(due.getTime() + hours(1)))).toBe(0);
  expect(await passAt(new Date(start.getTime() - 60_000))).toBe(0);
  expect(arrived('Vera', again)).toEqual({ mail: [], sms: [] });
  expect(arrived('Vito', again)).toEqual({ mail: [], sms: [] });
});

it('two schedulers (two replicas) passing at once remind each volunteer exactly once', async () => {
  const start = new Date('2031-04-05T17:00:00Z');
  const id = await newEvent('Game vs Jays', start);
  const duty = await newDuty(id, 'Field prep', 'Preparar el campo');
  // Volunteers of their own: the cases run in any order, and others change preferences.
  for (const who of ['Rex', 'Rita', 'Ray']) await assign(duty, who);
  const from = marks();
  const other = t.reminders.replica();
  const at = new Date(start.getTime() - hours(20));
  const counts = await Promise.all([
    t.reminders.runOnce(at),
    other.runOnce(at),
    t.reminders.runOnce(at),
    other.runOnce(at),
  ]);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
  await t.worker.drain();
  for (const who of ['Rex', 'Rita', 'Ray']) {
    expect(
      arrived(who, from).mail.map((m) => m.subject),
      who,
    ).toEqual(['Volunteer reminder: Game vs Jays, Sat, Apr 5, 1:00 PM']);
  }
});

it('none after a withdrawal, none with every channel off, none in an archived season', async () => {
  const db = t.database.db;
  const start = new Date('2031-05-10T17:00:00Z');
  const id = await newEvent('Game vs Crows', start);
  const duty = await newDuty(id, 'Concessions', 'Cantina');
  const withdrawn = await assign(duty, 'Wes');
  await assign(duty, 'Wanda');
  await assign(duty, 'Omar');
  // Wes withdraws before the pass.
  const res = await t.injectAs('admin', {
    method: 'DELETE',
    url: `/api/duties/signups/${withdrawn}`,
  });
  expect(res.statusCode, res.body).toBe(204);
  // Wanda turned every channel of duty reminders off.
  const off = await t.injectAs(people.Wanda!, {
    method: 'PUT',
    url: '/api/me/preferences',
    payload: {
      changes: (['email', 'sms', 'push'] as const).map((channel) => ({
        kind: 'duties',
        channel,
        enabled: false,
      })),
    },
  });
  expect(off.statusCode, off.body).toBe(200);
  // Pia's duty is on an event of an archived season.
  const archivedEvent = await newEvent('Last season picnic', start);
  const season = await db
    .insertInto('seasons')
    .values({
      name: 'Archived 2030',
      starts_on: '2030-01-01',
      ends_on: '2030-12-31',
      archived_at: new Date('2031-01-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const piaDuty = await newDuty(archivedEvent, 'Grill', 'Parrilla');
  const pia = await assign(piaDuty, 'Pia');
  await db
    .updateTable('events')
    .set({ season_id: season.id })
    .where('id', '=', archivedEvent)
    .execute();

  const from = marks();
  expect(await passAt(new Date(start.getTime() - hours(12)))).toBe(2);
  expect(arrived('Wes', from).mail).toEqual([]);
  expect(arrived('Wanda', from).mail).toEqual([]);
  expect(arrived('Omar', from).mail.map((m) => m.subject)).toEqual([
    'Volunteer reminder: Game vs Crows, Sat, May 10, 1:00 PM',
  ]);
  expect(arrived('Pia', from).mail).toEqual([]);
  expect(await remindedAt(pia)).toBeNull();
  // Wanda's is claimed and recorded in the ledger as skipped, with why.
  const wanda = await db
    .selectFrom('deliveries')
    .innerJoin('messages', 'messages.id', 'deliveries.message_id')
    .select(['deliveries.channel', 'deliveries.status', 'messages.kind'])
    .where('deliveries.recipient', '=', 'wanda.volunteer@families.test')
    .where('messages.body', '=', 'Duty reminder: Game vs Crows')
    .execute();
  expect(wanda).toEqual([{ channel: 'email', status: 'skipped', kind: 'duty_reminder' }]);
});

it('a late sign-up is reminded at the next pass; after the duty began, never', async () => {
  const start = new Date('2031-06-14T17:00:00Z');
  const id = await newEvent('Game vs Hawks', start);
  const duty = await newDuty(id, 'Pitch counter', 'Contador de lanzamientos');
  // Nobody is signed up when the reminder time comes.
  expect(await passAt(new Date(start.getTime() - hours(23)))).toBe(0);
  await assign(duty, 'Lena');
  const from = marks();
  expect(await passAt(new Date(start.getTime() - hours(3)))).toBe(1);
  expect(arrived('Lena', from).mail).toHaveLength(1);

  const later = await newDuty(id, 'Clean-up', 'Limpieza');
  await assign(later, 'Lou');
  const after = marks();
  expect(await passAt(new Date(start.getTime() + 60_000))).toBe(0);
  expect(arrived('Lou', after).mail).toEqual([]);
});

it('never twice for one duty and person: back after a withdrawal or a removal, not reminded again', async () => {
  const start = new Date('2031-08-09T17:00:00Z');
  const id = await newEvent('Game vs Rooks', start);
  const duty = await newDuty(id, 'Snacks', 'Merienda');
  const first = await assign(duty, 'Nell');
  await assign(duty, 'Ned');
  const due = new Date(start.getTime() - hours(20));
  const from = marks();
  expect(await passAt(due)).toBe(2);
  const remove = async (who: string, signupId: number) => {
    const res = await t.injectAs(who, { method: 'DELETE', url: `/api/duties/signups/${signupId}` });
    expect(res.statusCode, res.body).toBe(204);
  };
  // Nell withdraws and signs herself up again; a manager removes Ned and assigns him again.
  await remove(people.Nell!, first);
  const res = await t.injectAs(people.Nell!, {
    method: 'POST',
    url: `/api/duties/${duty}/signups`,
    payload: { contactId: people.Nell },
  });
  expect(res.statusCode, res.body).toBe(201);
  const nellAgain = res.json<{ signupId: number }>().signupId;
  const nedSignup = await t.database.db
    .selectFrom('duty_signups')
    .select('id')
    .where('duty_id', '=', duty)
    .where('contact_id', '=', people.Ned!)
    .executeTakeFirstOrThrow();
  await remove('admin', nedSignup.id);
  const nedAgain = await assign(duty, 'Ned');
  // Their new sign-ups carry the reminder already sent ("My duties" says so); no pass sends more.
  expect([await remindedAt(nellAgain), await remindedAt(nedAgain)]).toEqual([due, due]);
  expect(await passAt(new Date(due.getTime() + hours(1)))).toBe(0);
  expect(await passAt(new Date(start.getTime() - hours(1)))).toBe(0);
  for (const who of ['Nell', 'Ned']) {
    expect(
      arrived(who, from).mail.map((m) => m.subject),
      who,
    ).toEqual(['Volunteer reminder: Game vs Rooks, Sat, Aug 9, 1:00 PM']);
  }
  // Another duty of the same event is another reminder.
  const other = await newDuty(id, 'Scorekeeper', 'Anotador');
  await assign(other, 'Ned');
  expect(await passAt(new Date(start.getTime() - hours(1)))).toBe(1);
  expect(arrived('Ned', from).mail).toHaveLength(2);
});

it('carries the one-click unsubscribe of duty reminders, which leaves other reminders on', async () => {
  const start = new Date('2031-07-12T17:00:00Z');
  const id = await newEvent('Game vs Larks', start);
  await assign(await newDuty(id, 'Snacks', 'Merienda'), 'Olga');
  const from = marks();
  expect(await passAt(new Date(start.getTime() - hours(10)))).toBe(1);
  const [mail] = arrived('Olga', from).mail;
  const head = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => /^list-unsubscribe:/i.test(l))!;
  expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(mail!.text).toContain('Unsubscribe from volunteer duty reminders by email:');
  const url = new URL(line.slice(line.indexOf('<') + 1, line.lastIndexOf('>')));
  const res = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(res.statusCode, res.body).toBe(200);
  const prefs = await t.injectAs(people.Olga!, { method: 'GET', url: '/api/me/preferences' });
  const grid = prefs.json<{ preferences: Record<string, { email: boolean }> }>().preferences;
  expect([grid.duties!.email, grid.reminders!.email]).toEqual([false, true]);
});
