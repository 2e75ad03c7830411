import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Whether Kysely's migrator has recorded `name` as run on this database. */
export async function migrationRecorded(db: Db, name: string): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration where name = ${name}
  `.execute(db);
  return rows.length > 0;
}
