import { sql, type Kysely } from 'kysely';

/**
 * The key an imported event was matched by (a league calendar's UID, or a schedule CSV's key),
 * so importing the same schedule again updates its events instead of adding them twice. Null for
 * events written by hand; unique among the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table events
    add column import_key text
      constraint events_import_key_length check (char_length(import_key) <= 600)`.execute(db);
  await sql`create unique index events_import_key_idx on events (import_key)
    where import_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists events_import_key_idx`.execute(db);
  await sql`alter table events drop column if exists import_key`.execute(db);
}
