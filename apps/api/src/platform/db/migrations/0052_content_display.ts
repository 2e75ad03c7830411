import { sql, type Kysely } from 'kysely';

/**
 * A display copy of each uploaded picture (WebP, at most DISPLAY_WIDTH wide) for the home page's
 * banner, which showed the original: a phone fetched a 1600 px JPEG for a 390 px wide strip.
 * Items stored before this have none (null) and keep showing the original.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content add column display_key text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content drop column if exists display_key`.execute(db);
}
