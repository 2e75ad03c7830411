import { sql, type Kysely } from 'kysely';

/**
 * RSVP notes and coalesced confirmations:
 * - rsvps.note: a family's short note with its answer ("arriving late"), at most 140
 *   characters (the shared RSVP_NOTE_MAX; the check keeps the rule in the database too).
 * - rsvp_confirmations: the one confirmation still pending per event and person who answered,
 *   so that answers given within a minute of each other make one email listing each answer:
 *   its delivery (rewritten while it waits), the answers it lists, and when it goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rsvps add column note text
    constraint rsvps_note_length check (char_length(note) <= 140)`.execute(db);
  await sql`create table rsvp_confirmations (
    event_id uuid not null references events (id) on delete cascade,
    actor_id uuid not null references contacts (id) on delete cascade,
    delivery_id uuid references deliveries (id) on delete set null,
    answers jsonb not null default '[]',
    due_at timestamptz not null default now(),
    primary key (event_id, actor_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rsvp_confirmations`.execute(db);
  await sql`alter table rsvps drop column if exists note`.execute(db);
}
