import { sql, type Kysely } from 'kysely';

/** The tables whose items are edited in forms: a contact, a content item, an event. */
export const VERSIONED_TABLES = ['contacts', 'content', 'events'] as const;

/**
 * A version per row for optimistic concurrency: `GET` of an item sends it as
 * the ETag, and an update sent with `If-Match` is applied only if the row is still at that
 * version (compared in the UPDATE's WHERE, so two saves of one version cannot both win).
 *
 * A row trigger raises it on every UPDATE, whoever makes it (a service, another replica, a
 * script), so no writer can forget to. Child rows (an event's translations and affiliations, a
 * content item's affiliations) are only ever written together with their parent row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function bump_row_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end $$`.execute(db);
  for (const table of VERSIONED_TABLES) {
    await sql`alter table ${sql.table(table)} add column version integer not null default 1`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${table}_bump_row_version`)}
      before update on ${sql.table(table)}
      for each row execute function bump_row_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_bump_row_version`)} on ${sql.table(table)}`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} drop column if exists version`.execute(db);
  }
  await sql`drop function if exists bump_row_version()`.execute(db);
}
