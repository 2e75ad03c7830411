import { sql, type Kysely } from 'kysely';

/**
 * Muting a member in conversations (issue 29): until `until`, the member may read but not post.
 * `team_id` set: a team manager's mute, over that team's events' conversations; null: an admin's,
 * club-wide. Lifting one early keeps the row (`lifted_*`) for the audit's sake.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table conversation_mutes (
    id serial primary key,
    contact_id uuid not null references contacts (id) on delete cascade,
    team_id integer references teams (id) on delete cascade,
    until timestamptz not null,
    reason text check (char_length(reason) <= 200),
    muted_by uuid references contacts (id) on delete set null,
    created_at timestamptz not null default now(),
    lifted_at timestamptz,
    lifted_by uuid references contacts (id) on delete set null
  )`.execute(db);
  await sql`create index conversation_mutes_contact on conversation_mutes (contact_id, until)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists conversation_mutes`.execute(db);
}
