import { sql, type Kysely } from 'kysely';

/**
 * Each text Twilio posts to the webhook, by its MessageSid, with the reply we gave: Twilio (or
 * anyone replaying a signed request) may post the same message again, and it must change nothing
 * the second time and get the same answer. `reply` is null until the first handling finishes (and
 * when the answer was no text). Rows older than a week are swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table sms_inbound_messages (
    message_sid text primary key check (length(message_sid) between 1 and 64),
    reply text,
    received_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index sms_inbound_messages_received_at on sms_inbound_messages (received_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sms_inbound_messages`.execute(db);
}
