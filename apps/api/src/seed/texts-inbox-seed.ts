import { sql } from 'kysely';
import type { Db } from '../platform/db/database';

const SEED_KEY = 'demo_texts_inbox';
const HOUR = 60 * 60 * 1000;

/**
 * The office's inbox of texts in the demo: free-text replies from fictional
 * families (a Spanish-speaking parent's "si, vamos", a "Running late") about the next game, one
 * already answered through the outbox (so the ledger shows it too), one unknown number. Once per
 * database, like the demo's verified numbers; a folder seeded before the inbox gets it too.
 */
export async function seedTextsInbox(db: Db, now: Date = new Date()): Promise<void> {
  const done = await db
    .selectFrom('app_state')
    .select('value')
    .where('key', '=', SEED_KEY)
    .executeTakeFirst();
  if (done) return;
  const game = await db
    .selectFrom('events')
    .select('id')
    .where('date', '>', now)
    .orderBy('date')
    .limit(1)
    .executeTakeFirst();
  const admin = await db
    .selectFrom('contacts')
    .select('id')
    .where(sql<boolean>`lower(email) = 'admin@riverhawks.test'`)
    .executeTakeFirst();
  // A Spanish-speaking parent on a 555-01xx number, and Fiona Family (the family demo account).
  const spanish = await db
    .selectFrom('contacts')
    .select(['id', 'phone', 'first_name', 'last_name'])
    .where('language', '=', 'es')
    .where('phone', 'like', '+155555501%')
    .orderBy('phone')
    .limit(1)
    .executeTakeFirst();
  const fiona = await db
    .selectFrom('contacts')
    .select(['id', 'phone', 'first_name', 'last_name'])
    .where(sql<boolean>`lower(email) = 'family@riverhawks.test'`)
    .where('phone', 'is not', null)
    .executeTakeFirst();
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  const texts: { phone: string; contactId: string | null; body: string; at: Date }[] = [];
  if (spanish?.phone) {
    texts.push({ phone: spanish.phone, contactId: spanish.id, body: 'si, vamos', at: ago(5) });
  }
  if (fiona?.phone) {
    texts.push({
      phone: fiona.phone,
      contactId: fiona.id,
      body: 'Running late, 10 min. Can someone tell the coach?',
      at: ago(2),
    });
  }
  texts.push({
    phone: '+15555550199',
    contactId: null,
    body: 'Is the parking lot by gate B open on game days?',
    at: ago(26),
  });

  for (const [i, text] of texts.entries()) {
    const { id: conversationId } = await db
      .insertInto('sms_conversations')
      .values({ phone: text.phone, last_at: text.at })
      .onConflict((oc) => oc.column('phone').doUpdateSet({ last_at: text.at }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sms_conversation_messages')
      .values({
        conversation_id: conversationId,
        direction: 'in',
        body: text.body,
        at: text.at,
        message_sid: `SMdemo${String(i + 1).padStart(28, '0')}`,
        contact_id: text.contactId,
        event_id: text.contactId ? (game?.id ?? null) : null,
        // The Spanish parent's text was read and answered; the others wait for the office.
        read_at: i === 0 ? ago(4) : null,
      })
      .execute();
    if (i === 0 && admin) {
      const answer = 'Gracias, ¡nos vemos en el partido!';
      const answeredAt = ago(4);
      const { id: messageId } = await db
        .insertInto('messages')
        .values({
          kind: 'text_answer',
          message_types: 'SMS',
          subject: 'Answer from the Riverhawks office',
          body: answer,
          created_by: admin.id,
          recipient_count: 1,
          created_at: answeredAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('deliveries')
        .values({
          message_id: messageId,
          channel: 'sms',
          recipient: text.phone,
          recipient_label: spanish ? `${spanish.first_name} ${spanish.last_name}` : null,
          language: 'es',
          subject: 'Answer from the Riverhawks office',
          text: answer,
          status: 'sent',
          next_attempt_at: answeredAt,
          sent_at: answeredAt,
          created_at: answeredAt,
        })
        .execute();
      await db
        .insertInto('sms_conversation_messages')
        .values({
          conversation_id: conversationId,
          direction: 'out',
          body: answer,
          at: answeredAt,
          answered_by: admin.id,
          message_id: messageId,
        })
        .execute();
      await db
        .updateTable('sms_conversations')
        .set({ last_at: answeredAt })
        .where('id', '=', conversationId)
        .execute();
    }
  }
  await db
    .insertInto('app_state')
    .values({ key: SEED_KEY, value: '1' })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
