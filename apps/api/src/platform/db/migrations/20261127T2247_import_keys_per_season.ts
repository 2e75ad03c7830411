import { sql, type Kysely } from 'kysely';

/**
 * An imported event's key is unique within its season: importing a league's schedule again in a
 * new season never rewrites last season's archived event of the same key (read-only), it makes
 * the current season's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists events_import_key_idx`.execute(db);
  await sql`create unique index events_import_key_idx on events (season_id, import_key)
    where import_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists events_import_key_idx`.execute(db);
  await sql`create unique index events_import_key_idx on events (import_key)
    where import_key is not null`.execute(db);
}
