import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
