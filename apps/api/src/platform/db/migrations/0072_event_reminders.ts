import { sql, type Kysely } from 'kysely';

/**
 * Event reminders, sent automatically before an event.
 * - event_reminder_settings: an event's two reminders, hours before the start and on/off; an
 *   event without a row has the defaults (48 h to those who have not answered, 3 h to those
 *   going), so events saved before this migration get them too.
 * - event_reminders: one row per person, event, kind and slot, claimed in the transaction that
 *   queues the messages: the unique key is what makes a reminder go once, whatever the number of
 *   schedulers or restarts. The slot is the event's start for the automatic kinds (a moved event
 *   gets a fresh reminder for its new time) and the team-zone day for the admins' "remind now"
 *   (a second click on the same day sends nothing more). `phone` and `message_id` record which
 *   text went to which number for whom, so a Y/N reply answers the right event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table event_reminder_settings (
    event_id uuid primary key references events(id) on delete cascade,
    unanswered_hours integer not null default 48 check (unanswered_hours between 1 and 336),
    unanswered_on boolean not null default true,
    going_hours integer not null default 3 check (going_hours between 1 and 336),
    going_on boolean not null default true
  )`.execute(db);
  await sql`create table event_reminders (
    id uuid primary key default gen_random_uuid(),
    event_id uuid not null references events(id) on delete cascade,
    contact_id uuid not null references contacts(id) on delete cascade,
    kind text not null check (kind in ('unanswered', 'going', 'manual')),
    slot text not null,
    message_id uuid references messages(id) on delete set null,
    phone text,
    created_at timestamptz not null default now(),
    unique (event_id, contact_id, kind, slot)
  )`.execute(db);
  await sql`create index event_reminders_phone_idx on event_reminders (phone, created_at)
    where phone is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists event_reminders`.execute(db);
  await sql`drop table if exists event_reminder_settings`.execute(db);
}
