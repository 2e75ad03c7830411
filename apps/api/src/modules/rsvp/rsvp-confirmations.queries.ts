import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/**
 * The pending confirmation of an event and answerer, locked for the caller's transaction (made
 * first when there is none, so that two answers at once queue one email between them).
 */
export async function lockPendingConfirmation(db: Db, eventId: string, actorId: string) {
  await db
    .insertInto('rsvp_confirmations')
    .values({ event_id: eventId, actor_id: actorId, due_at: new Date(0) })
    .onConflict((oc) => oc.columns(['event_id', 'actor_id']).doNothing())
    .execute();
  return db
    .selectFrom('rsvp_confirmations')
    .select(['delivery_id', 'answers', 'due_at'])
    .where('event_id', '=', eventId)
    .where('actor_id', '=', actorId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The delivery still waiting, locked so that the outbox worker cannot claim it meanwhile. */
export async function lockWaitingDelivery(db: Db, deliveryId: string, now: Date) {
  return db
    .selectFrom('deliveries')
    .select(['id', 'message_id', 'status'])
    .where('id', '=', deliveryId)
    .where('locked_until', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '>', now)]),
        // Skipped (the member turned such email off): kept as one ledger row all the same.
        eb('status', '=', 'skipped'),
      ]),
    )
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** A waiting confirmation rewritten with every answer so far, and its wait started again. */
export async function rewriteWaitingConfirmation(
  db: Db,
  ids: { deliveryId: string; messageId: string },
  mail: { subject: string; text: string; body: string; notBefore: Date },
): Promise<void> {
  await db
    .updateTable('deliveries')
    .set({ subject: mail.subject, text: mail.text, next_attempt_at: mail.notBefore })
    .where('id', '=', ids.deliveryId)
    .execute();
  await db
    .updateTable('messages')
    .set({ subject: mail.subject, body: mail.body })
    .where('id', '=', ids.messageId)
    .execute();
}

export async function savePendingConfirmation(
  db: Db,
  key: { eventId: string; actorId: string },
  pending: { deliveryId: string; answers: unknown; dueAt: Date },
): Promise<void> {
  await db
    .updateTable('rsvp_confirmations')
    .set({
      delivery_id: pending.deliveryId,
      answers: JSON.stringify(pending.answers),
      due_at: pending.dueAt,
    })
    .where('event_id', '=', key.eventId)
    .where('actor_id', '=', key.actorId)
    .execute();
}

/** The only delivery of a message just queued. */
export async function deliveryOfMessage(db: Db, messageId: string): Promise<string> {
  const row = await db
    .selectFrom('deliveries')
    .select('id')
    .where('message_id', '=', messageId)
    .orderBy(sql`created_at`)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Names of these contacts, for the list of answers. */
export async function namesOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('contacts')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .execute();
}
