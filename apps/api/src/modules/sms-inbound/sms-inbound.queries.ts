import type { Db } from '../../platform/db/database';

/**
 * The language of the contact whose phone is this number (E.164), or null when none has it. A
 * number shared by several contacts (a household's landline) answers in Spanish only when every
 * one of them reads Spanish.
 */
export async function languageOfNumber(db: Db, phone: string): Promise<string | null> {
  const rows = await db
    .selectFrom('contacts')
    .select('language')
    .where('phone', '=', phone)
    .limit(20)
    .execute();
  if (rows.length === 0) return null;
  return rows.every((r) => r.language === rows[0]!.language) ? rows[0]!.language : 'en';
}

/**
 * Claims a MessageSid for handling: true the first time, false when it was posted before (then
 * `earlierReply` reads what that time answered).
 */
export async function claimInboundMessage(db: Db, messageSid: string): Promise<boolean> {
  const inserted = await db
    .insertInto('sms_inbound_messages')
    .values({ message_sid: messageSid })
    .onConflict((oc) => oc.column('message_sid').doNothing())
    .returning('message_sid')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The reply given to a MessageSid handled before (null: none, or still being handled). */
export async function earlierReply(db: Db, messageSid: string): Promise<string | null> {
  const row = await db
    .selectFrom('sms_inbound_messages')
    .select('reply')
    .where('message_sid', '=', messageSid)
    .executeTakeFirst();
  return row?.reply ?? null;
}

export async function recordInboundReply(
  db: Db,
  messageSid: string,
  reply: string | null,
): Promise<void> {
  await db
    .updateTable('sms_inbound_messages')
    .set({ reply })
    .where('message_sid', '=', messageSid)
    .execute();
}

/** Lets a MessageSid whose handling failed be handled when Twilio posts it again. */
export async function releaseInboundMessage(db: Db, messageSid: string): Promise<void> {
  await db.deleteFrom('sms_inbound_messages').where('message_sid', '=', messageSid).execute();
}

/** Forgets texts received before `before` (Twilio retries within minutes). */
export async function purgeInboundMessages(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('sms_inbound_messages').where('received_at', '<', before).execute();
}
