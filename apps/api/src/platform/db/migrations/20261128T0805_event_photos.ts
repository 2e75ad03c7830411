import { sql, type Kysely } from 'kysely';

/**
 * An event's photo album (issue 29, part 2). Bound to its event, so it follows the event's
 * audience, teams and season (a past season's album is read-only: the service checks). Only the
 * re-encoded copies are stored (blob keys): the display copy and the grid thumbnail; `bytes` is
 * what the two take in the store, for the storage used per season. The uploader is kept while
 * the contact exists (a removed contact's photos stay, shown as added by "A family").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table event_photos (
    id serial primary key,
    event_id uuid not null references events (id) on delete cascade,
    uploader_id uuid references contacts (id) on delete set null,
    display_key text not null,
    thumb_key text not null,
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    bytes integer not null check (bytes >= 0),
    caption text not null default '' check (char_length(caption) <= 300),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index event_photos_event on event_photos (event_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists event_photos`.execute(db);
}
