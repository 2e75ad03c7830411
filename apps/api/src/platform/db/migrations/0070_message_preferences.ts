import { sql, type Kysely } from 'kysely';

/**
 * Message preferences: a member's explicit choice of a channel for a kind of
 * message. Only choices the member made are stored; the rest follow the shared rule's defaults
 * (packages/shared message-preferences.ts), so a missing row means "the default".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table message_preferences (
    contact_id uuid not null references contacts (id) on delete cascade,
    kind text not null check (kind in ('eventNotices', 'reminders', 'staffMessages')),
    channel text not null check (channel in ('email', 'sms', 'push')),
    enabled boolean not null,
    updated_at timestamptz not null default now(),
    primary key (contact_id, kind, channel)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists message_preferences`.execute(db);
}
