import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** How recent a reminder must be for a free-text reply to count as answering its event. */
export const EVENT_LINK_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** An event over for longer than this is not what a reply is about ("Running late" after it). */
const EVENT_OVER_MS = 24 * 60 * 60 * 1000;

/**
 * The contact whose phone is this number. A household's shared number is several contacts'; the
 * first by id is linked, the contact the reminders' Y/N replies read the language of
 * (languageOfPhone), so the inbox and those replies name the same person.
 */
export async function contactOfNumber(db: Db, phone: string): Promise<string | null> {
  const row = await db
    .selectFrom('contacts')
    .select('id')
    .where('phone', '=', phone)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The event of the latest reminder texted to this number within the window, unless that event
 * has been over for a day: what a free-text reply most likely answers.
 */
export async function eventLatestTextedTo(db: Db, phone: string, now: Date) {
  const row = await db
    .selectFrom('event_reminders as er')
    .innerJoin('events as e', 'e.id', 'er.event_id')
    .select('er.event_id')
    .where('er.phone', '=', phone)
    .where('er.message_id', 'is not', null)
    .where('er.created_at', '>=', new Date(now.getTime() - EVENT_LINK_WINDOW_MS))
    .where('e.date', '>', new Date(now.getTime() - EVENT_OVER_MS))
    .orderBy('er.created_at', 'desc')
    .orderBy('er.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.event_id ?? null;
}

export interface InboundText {
  phone: string;
  body: string;
  messageSid: string | null;
  contactId: string | null;
  eventId: string | null;
}

/**
 * Stores an inbound text in its number's conversation (created on the first). A MessageSid
 * stored before stores nothing (false).
 */
export async function storeInboundText(trx: Db, text: InboundText): Promise<boolean> {
  const conversation = await trx
    .insertInto('sms_conversations')
    .values({ phone: text.phone })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ last_at: sql`now()` }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const inserted = await trx
    .insertInto('sms_conversation_messages')
    .values({
      conversation_id: conversation.id,
      direction: 'in',
      body: text.body,
      message_sid: text.messageSid,
      contact_id: text.contactId,
      event_id: text.eventId,
    })
    .onConflict((oc) => oc.column('message_sid').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The office's answer in the conversation, carried by outbox message `messageId`. */
export async function storeAnswer(
  trx: Db,
  answer: { conversationId: string; body: string; answeredBy: string; messageId: string },
): Promise<string> {
  await trx
    .updateTable('sms_conversations')
    .set({ last_at: sql`now()` })
    .where('id', '=', answer.conversationId)
    .execute();
  const row = await trx
    .insertInto('sms_conversation_messages')
    .values({
      conversation_id: answer.conversationId,
      direction: 'out',
      body: answer.body,
      answered_by: answer.answeredBy,
      message_id: answer.messageId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findConversation(db: Db, id: string) {
  return db
    .selectFrom('sms_conversations')
    .select(['id', 'phone', 'last_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An event's name and its Spanish one, when written (the reader's language picks). */
const eventNameColumns = [
  'ev.name as event_name',
  sql<
    string | null
  >`(select t.contents from event_translations t where t.event_id = ev.id and t.language = 'es' and t.field_name = 'Name')`.as(
    'event_name_es',
  ),
] as const;

/**
 * The newest conversations, each with its latest text, its latest inbound text's contact and
 * event, and its unread count.
 */
export async function listConversations(db: Db, limit: number) {
  return db
    .selectFrom('sms_conversations as sc')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('sms_conversation_messages as m')
          .select(['m.direction', 'm.body', 'm.at'])
          .whereRef('m.conversation_id', '=', 'sc.id')
          .orderBy('m.at', 'desc')
          .orderBy('m.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('sms_conversation_messages as i')
          .select(['i.contact_id', 'i.event_id'])
          .whereRef('i.conversation_id', '=', 'sc.id')
          .where('i.direction', '=', 'in')
          .orderBy('i.at', 'desc')
          .orderBy('i.id', 'desc')
          .limit(1)
          .as('latest_in'),
      (join) => join.onTrue(),
    )
    .leftJoin('contacts as c', 'c.id', 'latest_in.contact_id')
    .leftJoin('events as ev', 'ev.id', 'latest_in.event_id')
    .select([
      'sc.id',
      'sc.phone',
      'last.direction',
      'last.body',
      'last.at',
      'c.id as contact_id',
      'c.first_name',
      'c.last_name',
      'ev.id as event_id',
      ...eventNameColumns,
      sql<number>`(select count(*) from sms_conversation_messages u
        where u.conversation_id = sc.id and u.direction = 'in' and u.read_at is null)::int`.as(
        'unread',
      ),
    ])
    .orderBy('sc.last_at', 'desc')
    .orderBy('sc.id')
    .limit(limit)
    .execute();
}

/** Unread inbound texts in every conversation. */
export async function unreadTotal(db: Db): Promise<number> {
  const row = await db
    .selectFrom('sms_conversation_messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('direction', '=', 'in')
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A conversation's texts, oldest first, with contact, event, answerer and delivery. */
export async function conversationMessages(db: Db, conversationId: string) {
  return (
    db
      .selectFrom('sms_conversation_messages as m')
      .leftJoin('contacts as c', 'c.id', 'm.contact_id')
      .leftJoin('events as ev', 'ev.id', 'm.event_id')
      .leftJoin('contacts as a', 'a.id', 'm.answered_by')
      // An answer is one text to one number: its message has one delivery.
      .leftJoin('deliveries as d', 'd.message_id', 'm.message_id')
      .select([
        'm.id',
        'm.direction',
        'm.body',
        'm.at',
        'm.read_at',
        'm.message_id',
        'c.id as contact_id',
        'c.first_name',
        'c.last_name',
        'ev.id as event_id',
        ...eventNameColumns,
        'a.id as answerer_id',
        'a.first_name as answerer_first',
        'a.last_name as answerer_last',
        'd.status as delivery_status',
        'd.last_error as delivery_error',
      ])
      .where('m.conversation_id', '=', conversationId)
      // The newest 500 (the service puts them oldest first).
      .orderBy('m.at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(500)
      .execute()
  );
}

/** Marks the conversation's inbound texts received up to `through` read; how many are left. */
export async function markRead(db: Db, conversationId: string, through: Date): Promise<number> {
  await db
    .updateTable('sms_conversation_messages')
    .set({ read_at: sql`now()` })
    .where('conversation_id', '=', conversationId)
    .where('direction', '=', 'in')
    .where('read_at', 'is', null)
    // To the millisecond: `through` is a time the reader was sent in JSON (ms), `at` has µs.
    .where(sql<Date>`date_trunc('milliseconds', at)`, '<=', through)
    .execute();
  const row = await db
    .selectFrom('sms_conversation_messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('conversation_id', '=', conversationId)
    .where('direction', '=', 'in')
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The contact of the conversation's latest inbound text, when it has one. */
export async function latestInboundContact(db: Db, conversationId: string) {
  return db
    .selectFrom('sms_conversation_messages as m')
    .innerJoin('contacts as c', 'c.id', 'm.contact_id')
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.language'])
    .where('m.conversation_id', '=', conversationId)
    .where('m.direction', '=', 'in')
    .orderBy('m.at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
