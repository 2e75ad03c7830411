import { sql, type Kysely } from 'kysely';

/**
 * Photo consent, tags and take-down requests (issue 29, part 2, DESIGN §9: photos of a child need
 * the guardian's consent).
 * - photo_consents: a child (a household's player or sibling) whose guardian lets them appear in
 *   team photos. No row: no consent, the default for every child, new players included.
 * - event_photo_tags: who an uploader says is in a photo.
 * - event_photos.held: a photo tagging a child without consent, shown only to its uploader and
 *   the managers until a manager approves it (or removes it).
 * - photo_takedowns: a member's request to take a photo down; one per member and photo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table photo_consents (
    contact_id uuid primary key references contacts (id) on delete cascade,
    set_by uuid references contacts (id) on delete set null,
    set_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table event_photo_tags (
    photo_id integer not null references event_photos (id) on delete cascade,
    contact_id uuid not null references contacts (id) on delete cascade,
    primary key (photo_id, contact_id)
  )`.execute(db);
  await sql`create index event_photo_tags_contact on event_photo_tags (contact_id)`.execute(db);
  await sql`alter table event_photos add column held boolean not null default false`.execute(db);
  await sql`create table photo_takedowns (
    id serial primary key,
    photo_id integer not null references event_photos (id) on delete cascade,
    requester_id uuid not null references contacts (id) on delete cascade,
    reason text not null default '' check (char_length(reason) <= 300),
    created_at timestamptz not null default now(),
    unique (photo_id, requester_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists photo_takedowns`.execute(db);
  await sql`alter table event_photos drop column if exists held`.execute(db);
  await sql`drop table if exists event_photo_tags`.execute(db);
  await sql`drop table if exists photo_consents`.execute(db);
}
