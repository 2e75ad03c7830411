import { sql, type Kysely } from 'kysely';

/**
 * The office's inbox of texts: free-text replies no other handler of the SMS
 * webhook takes ("si, vamos", "Running late") and the office's answers, one conversation per
 * number.
 * - sms_conversations: one per number that texted us; `last_at` orders the inbox.
 * - sms_conversation_messages: each text in or out. An inbound one keeps its MessageSid (unique:
 *   a replay stores nothing twice), the contact whose phone the number is and the event it most
 *   likely answers (set null when either is deleted: the text itself stays), and when the office
 *   read it. An answer keeps who wrote it and the outbox message that carries it, so it is in
 *   the ledger with its delivery.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table sms_conversations (
    id uuid primary key default gen_random_uuid(),
    phone text not null unique check (length(phone) between 1 and 40),
    last_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index sms_conversations_last_at on sms_conversations (last_at desc)`.execute(db);
  await sql`create table sms_conversation_messages (
    id uuid primary key default gen_random_uuid(),
    conversation_id uuid not null references sms_conversations (id) on delete cascade,
    direction text not null check (direction in ('in', 'out')),
    body text not null check (length(body) <= 1600),
    at timestamptz not null default now(),
    message_sid text unique check (length(message_sid) between 1 and 64),
    contact_id uuid references contacts (id) on delete set null,
    event_id uuid references events (id) on delete set null,
    read_at timestamptz,
    answered_by uuid references contacts (id) on delete set null,
    message_id uuid references messages (id) on delete set null
  )`.execute(db);
  await sql`create index sms_conversation_messages_thread
    on sms_conversation_messages (conversation_id, at)`.execute(db);
  // The unread count of every conversation, read with each inbox page.
  await sql`create index sms_conversation_messages_unread
    on sms_conversation_messages (conversation_id) where direction = 'in' and read_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sms_conversation_messages`.execute(db);
  await sql`drop table if exists sms_conversations`.execute(db);
}
