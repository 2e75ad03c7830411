import { sql, type Kysely } from 'kysely';

/**
 * Web Push: the browsers a member enabled notifications on, one row per push
 * endpoint (a browser profile's subscription; the same endpoint signed in as someone else moves
 * to them). Deliveries gain the 'push' channel: one per member and message, sent to each of
 * their subscriptions, with the page the notification opens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table push_subscriptions (
    id uuid primary key default gen_random_uuid(),
    contact_id uuid not null references contacts (id) on delete cascade,
    endpoint text not null unique check (endpoint ~ '^https?://'),
    p256dh text not null,
    auth text not null,
    label text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index push_subscriptions_contact on push_subscriptions (contact_id)`.execute(db);
  await sql`alter table deliveries drop constraint if exists deliveries_channel_check`.execute(db);
  await sql`alter table deliveries add constraint deliveries_channel_check
    check (channel in ('email', 'sms', 'push'))`.execute(db);
  await sql`alter table deliveries add column url text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from deliveries where channel = 'push'`.execute(db);
  await sql`alter table deliveries drop column if exists url`.execute(db);
  await sql`alter table deliveries drop constraint if exists deliveries_channel_check`.execute(db);
  await sql`alter table deliveries add constraint deliveries_channel_check
    check (channel in ('email', 'sms'))`.execute(db);
  await sql`drop table if exists push_subscriptions`.execute(db);
}
