import { sql, type Kysely } from 'kysely';

/**
 * Cancelled events, so calendars learn of them:
 * - event_invitations: who was sent an event's notice (its invitation), so deleting the event
 *   tells the same people. Gone with the event or the contact.
 * - cancelled_events: what remains of a deleted event for 30 days, as calendar feeds show it
 *   (STATUS:CANCELLED with the same UID): its name and name translations, start, kind of
 *   place, the SEQUENCE the cancellation carries, and its audience when it was deleted (who may
 *   still see it in their feed). Old rows are purged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table event_invitations (
    event_id uuid not null references events (id) on delete cascade,
    contact_id uuid not null references contacts (id) on delete cascade,
    invited_at timestamptz not null default now(),
    primary key (event_id, contact_id)
  )`.execute(db);
  await sql`create index event_invitations_contact_id_idx on event_invitations (contact_id)`.execute(
    db,
  );
  await sql`create table cancelled_events (
    id uuid primary key,
    name text not null,
    name_translations jsonb not null default '[]',
    date timestamptz not null,
    location_id integer,
    sequence integer not null,
    affiliation_ids integer[] not null default '{}',
    cancelled_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index cancelled_events_cancelled_at_idx on cancelled_events (cancelled_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists cancelled_events`.execute(db);
  await sql`drop table if exists event_invitations`.execute(db);
}
