import { sql, type Kysely } from 'kysely';

/**
 * An event's type (game, practice, tournament, meeting; null for the events before types), a
 * game's opponent, and the weekly series it was created in (one id shared by its occurrences,
 * so an edit or delete may reach "this and following"). All optional: the spec's fields as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table events
    add column event_type text
      constraint events_event_type_known
      check (event_type in ('game', 'practice', 'tournament', 'meeting')),
    add column opponent text constraint events_opponent_length check (char_length(opponent) <= 100),
    add column series_id uuid`.execute(db);
  await sql`create index events_series_idx on events (series_id, date) where series_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists events_series_idx`.execute(db);
  await sql`alter table events
    drop column if exists series_id,
    drop column if exists opponent,
    drop column if exists event_type`.execute(db);
}
