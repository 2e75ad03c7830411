import { sql, type Kysely } from 'kysely';

/**
 * A small copy of each profile photo for the directory, whose avatars are 48 px: a list of two
 * thousand families should not fetch 512 px photos. Photos stored before this keep being served
 * whole until they are replaced (the column is null for them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contacts add column profile_thumb_key text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contacts drop column if exists profile_thumb_key`.execute(db);
}
