import { sql, type Kysely } from 'kysely';

/**
 * Attendance (issue 28, part 3): who came to a game or practice, marked by its manager after it.
 * One row per event and player, written for every player of the event when the manager saves
 * (present or not), so "recorded" is simply "has rows". No season column of its own: a row
 * belongs to its event's season, as RSVPs and duties do, so an event a rollover moves carries its
 * attendance with it and an archived event's rows are read-only with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table event_attendance (
    event_id uuid not null references events (id) on delete cascade,
    contact_id uuid not null references contacts (id) on delete cascade,
    present boolean not null,
    recorded_by uuid references contacts (id) on delete set null,
    recorded_at timestamptz not null default now(),
    primary key (event_id, contact_id)
  )`.execute(db);
  await sql`create index event_attendance_contact on event_attendance (contact_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists event_attendance`.execute(db);
}
