import { sql, type Kysely } from 'kysely';

/**
 * Each team may read its own roster feed (the league's, MLB Stats API shape). Null: the club's
 * default (ROSTER_URL or the seeded file), so a one-team deployment reads as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table teams
    add column roster_url text
      constraint teams_roster_url_length check (char_length(roster_url) <= 500)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table teams drop column if exists roster_url`.execute(db);
}
