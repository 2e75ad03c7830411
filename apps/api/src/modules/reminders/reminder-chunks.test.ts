import { reminderDueAt } from '@dugout/shared';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { Outbox } from '../../platform/outbox/outbox';
import { testAppForFile } from '../../testing/test-app';
import { eventFor } from '../../testing/affiliated-event';
import type { ReminderContext } from './reminder-deliveries';
import { remindUnansweredNow, runDueReminders } from './reminders.service';

/**
 * A reminder pass over more people than one chunk (a 20,000-family pass in one transaction
 * held the embedded database for seconds): each chunk its own transaction, each
 * person queued once, one message in the admins' log, every claim recorded with that message;
 * a chunk that fails leaves the earlier ones queued, and the next pass queues the rest.
 */
let ctx: ReminderContext;
let notified = 0;
let affiliation: number;
/** The squad but Hal, in id order (the order a pass takes them in); Hal answered yes. */
let squad: string[] = [];
let goingId: string;
const ZONE = 'America/New_York';
const CHUNK = 2;

const t = testAppForFile();
beforeAll(async () => {
  await t.worker.stop();
  const outbox = new Outbox();
  outbox.onEnqueued(() => notified++);
  ctx = { config: t.config, db: t.database.db, outbox, secrets: t.secrets };
  const db = t.database.db;
  affiliation = (
    await db
      .insertInto('affiliations')
      .values({ name: 'Chunk Squad' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
  for (const [i, name] of names.entries()) {
    const { id } = await db
      .insertInto('contacts')
      .values({
        // First in id order, before the demo team's: each chunk of a pass is theirs alone.
        id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
        first_name: name,
        last_name: 'Chunkee',
        email: `${name.toLowerCase()}.chunkee@families.test`,
        phone: i % 2 === 0 ? `+155501073${String(i).padStart(2, '0')}` : null,
        language: i % 3 === 0 ? 'es' : 'en',
        affiliation_id: affiliation,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (name === 'Hal') goingId = id;
  }
  const rows = await db
    .selectFrom('contacts')
    .select('id')
    .where('affiliation_id', '=', affiliation)
    .where('id', '!=', goingId)
    .orderBy('id')
    .execute();
  squad = rows.map((r) => r.id);
});

async function newEvent(start: Date) {
  const db = t.database.db;
  const id = await eventFor(db, 'Game vs Larks', affiliation, start);
  await db
    .insertInto('rsvps')
    .values({ event_id: id, contact_id: goingId, status: 'yes' })
    .execute();
  return id;
}

/** The event's claims of a kind: who, in which message, texted to which number. */
async function claims(eventId: string, kind: 'unanswered' | 'going' | 'manual') {
  return t.database.db
    .selectFrom('event_reminders')
    .select(['contact_id', 'message_id', 'phone'])
    .where('event_id', '=', eventId)
    .where('kind', '=', kind)
    .orderBy('contact_id')
    .execute();
}

/** Each message's recipient count and its deliveries, by recipient and channel. */
async function messages(ids: readonly string[]) {
  const db = t.database.db;
  const out = [];
  for (const id of ids) {
    const m = await db
      .selectFrom('messages')
      .select(['recipient_count', 'created_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const deliveries = await db
      .selectFrom('deliveries')
      .select(['channel', 'recipient', 'status'])
      .where('message_id', '=', id)
      .execute();
    out.push({ ...m, deliveries });
  }
  return out;
}

const contactOf = async (ids: readonly string[]) =>
  t.database.db
    .selectFrom('contacts')
    .select(['id', 'email', 'phone'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();

it('a pass over several chunks queues each person once, in one message, every claim recorded', async () => {
  const start = new Date('2027-09-07T22:00:00Z');
  const id = await newEvent(start);
  const before = notified;
  const queued = await runDueReminders(ctx, reminderDueAt(start, 48, ZONE), undefined, {
    chunkSize: CHUNK,
  });
  expect(queued).toBe(squad.length);
  // Four chunks of two, each committed and announced to the worker on its own.
  expect(notified - before).toBe(Math.ceil(squad.length / CHUNK));

  const claimed = await claims(id, 'unanswered');
  expect(claimed.map((c) => c.contact_id)).toEqual(squad);
  const messageIds = [...new Set(claimed.map((c) => c.message_id))];
  expect(messageIds).toHaveLength(1);
  expect(messageIds[0]).not.toBeNull();
  const people = await contactOf(squad);
  expect(claimed.map((c) => c.phone)).toEqual(people.map((p) => p.phone));

  const [message] = await messages(messageIds as string[]);
  const texted = people.filter((p) => p.phone);
  const emails = message!.deliveries.filter((d) => d.channel === 'email');
  expect(emails.map((d) => d.recipient).sort()).toEqual(people.map((p) => p.email).sort());
  expect(message!.deliveries.filter((d) => d.channel === 'sms')).toHaveLength(texted.length);
  // The count the admins' log shows is the message's deliveries, appended chunk by chunk.
  expect(message!.recipient_count).toBe(people.length + texted.length);
  expect(message!.deliveries.filter((d) => d.status !== 'queued')).toEqual([]);

  // A second pass finds everyone reminded: nothing more, no empty message.
  expect(
    await runDueReminders(ctx, reminderDueAt(start, 47, ZONE), undefined, { chunkSize: CHUNK }),
  ).toBe(0);
  expect(await claims(id, 'unanswered')).toEqual(claimed);
  // The 3-hour reminder: Hal alone said yes.
  expect(
    await runDueReminders(ctx, reminderDueAt(start, 3, ZONE), undefined, { chunkSize: CHUNK }),
  ).toBe(1);
  expect((await claims(id, 'going')).map((c) => c.contact_id)).toEqual([goingId]);
});

it('a failing chunk leaves the earlier chunks queued; the next pass queues the rest, nobody twice', async () => {
  const start = new Date('2027-09-14T22:00:00Z');
  const id = await newEvent(start);
  const db = t.database.db;
  // A real constraint refuses the claim of the fifth in line: the third chunk's transaction fails.
  const blocked = squad[4]!;
  await sql`alter table event_reminders add constraint chunk_test_refused
              check (contact_id <> ${sql.lit(blocked)}::uuid) not valid`.execute(db);
  const errors: object[] = [];
  const log = { error: (obj: object) => void errors.push(obj) };
  const at = reminderDueAt(start, 48, ZONE);
  try {
    expect(await runDueReminders(ctx, at, log, { chunkSize: CHUNK })).toBe(4);
  } finally {
    await sql`alter table event_reminders drop constraint chunk_test_refused`.execute(db);
  }
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ eventId: id, kind: 'unanswered', queued: 4 });
  const first = await claims(id, 'unanswered');
  expect(first.map((c) => c.contact_id)).toEqual(squad.slice(0, 4));
  const [firstMessage] = new Set(first.map((c) => c.message_id));
  const [m1] = await messages([firstMessage!]);
  const firstPeople = await contactOf(squad.slice(0, 4));
  const firstEmails = m1!.deliveries.filter((d) => d.channel === 'email');
  expect(firstEmails.map((d) => d.recipient).sort()).toEqual(
    firstPeople.map((p) => p.email).sort(),
  );
  expect(m1!.recipient_count).toBe(m1!.deliveries.length);

  // The next tick: the rest, in a message of its own, and nobody of the first chunks again.
  expect(
    await runDueReminders(ctx, new Date(at.getTime() + 60_000), undefined, { chunkSize: CHUNK }),
  ).toBe(3);
  const all = await claims(id, 'unanswered');
  expect(all.map((c) => c.contact_id)).toEqual(squad);
  const messageIds = [...new Set(all.map((c) => c.message_id))];
  expect(messageIds).toHaveLength(2);
  const both = await messages(messageIds as string[]);
  const emails = both.flatMap((m) => m.deliveries.filter((d) => d.channel === 'email'));
  expect(emails.map((d) => d.recipient).sort()).toEqual(
    (await contactOf(squad)).map((p) => p.email).sort(),
  );
  for (const m of both) expect(m.recipient_count).toBe(m.deliveries.length);
});

it('remind now in chunks: one message by the admin, once per person a day', async () => {
  const start = new Date(Date.now() + 10 * 86400_000);
  const id = await newEvent(start);
  const admin = await t.contactId('admin');
  const before = notified;
  expect(await remindUnansweredNow(ctx, id, admin, new Date(), { chunkSize: 3 })).toEqual({
    queued: squad.length,
    alreadyReminded: 0,
  });
  expect(notified - before).toBe(Math.ceil(squad.length / 3));
  const claimed = await claims(id, 'manual');
  expect(claimed.map((c) => c.contact_id)).toEqual(squad);
  const messageIds = [...new Set(claimed.map((c) => c.message_id))];
  expect(messageIds).toHaveLength(1);
  const [message] = await messages(messageIds as string[]);
  expect(message!.created_by).toBe(admin);
  expect(message!.recipient_count).toBe(message!.deliveries.length);

  expect(await remindUnansweredNow(ctx, id, admin, new Date(), { chunkSize: 3 })).toEqual({
    queued: 0,
    alreadyReminded: squad.length,
  });
  expect(await claims(id, 'manual')).toEqual(claimed);
});
