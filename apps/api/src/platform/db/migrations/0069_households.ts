import { sql, type Kysely } from 'kysely';

/**
 * Households: contacts grouped into a family whose guardians answer RSVPs for each
 * member and edit the children's cards. A contact belongs to at most one household (unique
 * contact_id); a household's name is unique case-insensitively, so the CSV import can reuse one
 * by name. Both tables raise the shared data's version (0050): the signed-in member is cached on
 * it and carries their household.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table households (
    id serial primary key,
    name text not null check (length(btrim(name)) > 0),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index households_name_key on households (lower(name))`.execute(db);
  await sql`create table household_members (
    household_id integer not null references households (id) on delete cascade,
    contact_id uuid not null unique references contacts (id) on delete cascade,
    role text not null check (role in ('guardian', 'player', 'sibling')),
    created_at timestamptz not null default now(),
    primary key (household_id, contact_id)
  )`.execute(db);
  for (const table of ['households', 'household_members']) {
    await sql`create trigger ${sql.id(`${table}_bump_data_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_data_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists household_members`.execute(db);
  await sql`drop table if exists households`.execute(db);
}
