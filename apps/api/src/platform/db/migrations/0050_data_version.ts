import { sql, type Kysely } from 'kysely';

/**
 * One counter for the data every member shares (contacts, content, events and the affiliations
 * they name), raised by a statement trigger on every write to those tables, whoever makes it: a
 * service, a script, another replica. Caches of shared answers (the directory, the content list,
 * the calendar) are keyed on it, and the auth gate reads it in the same query as the member, so a
 * cache is never a request behind the database and checking it costs no extra round trip.
 * The embedded database (one process) keeps it in memory instead, told by NOTIFY.
 *
 * One row rather than one per table: a write locks it until commit, and a single lock cannot
 * deadlock with another; writes to these tables are staff edits, rare enough to queue.
 */
export const SHARED_TABLES = [
  'affiliations',
  'contacts',
  'content',
  'content_affiliations',
  'events',
  'event_affiliations',
  'event_translations',
  'pinned_posts',
  'searchable_links',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table data_version (
    id smallint primary key check (id = 1),
    version bigint not null default 0
  )`.execute(db);
  await sql`insert into data_version (id, version) values (1, 0)`.execute(db);
  // The notification reaches this process's own listener at commit (never on rollback): the
  // embedded database keeps the version in memory from it (platform/db/data-version.ts).
  await sql`create function bump_data_version() returns trigger language plpgsql as $$
    declare
      next_version bigint;
    begin
      update data_version set version = version + 1 where id = 1 returning version into next_version;
      perform pg_notify('dugout_data_version', next_version::text);
      return null;
    end $$`.execute(db);
  for (const table of SHARED_TABLES) {
    await sql`create trigger ${sql.id(`${table}_bump_data_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_data_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of SHARED_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_bump_data_version`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop function if exists bump_data_version()`.execute(db);
  await sql`drop table if exists data_version`.execute(db);
}
