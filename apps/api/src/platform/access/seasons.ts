import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database';
import { localizedError } from '../errors';
import { seasonsAccessCatalog } from './seasons.locales';

/**
 * Seasons, one rule: what a member sees by default (schedule, calendar feed, home, RSVPs,
 * requests, the ledger, search, reminders) is the current season's; an archived season's rows are
 * read-only and browsed only under "Past seasons". The current season is the one not archived
 * (`current_season_id()`, migration 20261127T1841), which is also every archived table's default.
 */

/**
 * Whether a row's season (e.g. `eb.ref('e.season_id')`) is the current one: every list's filter.
 * As a subquery, read once per query: the function is not inlined, and called once per row it
 * cost 40 µs a row on PGlite (18 ms for a family's household answers in a 600-event season).
 */
export function currentSeasonOnly(seasonId: Expression<number>): Expression<SqlBool> {
  return sql<SqlBool>`${seasonId} = (select current_season_id())`;
}

/** The 409 of a write to an archived row (its event, request or message is a past season's). */
export const archivedSeason = () =>
  localizedError(409, 'archived_season', (language) =>
    seasonsAccessCatalog.in(language)('archived'),
  );

/** Whether a row (an event, a request, a message) is a past season's; false for no such row. */
export async function isArchived(
  db: Db,
  table: 'events' | 'form_requests' | 'messages',
  id: string,
): Promise<boolean> {
  const { rows } = await sql<{ archived: boolean }>`
    select season_id <> current_season_id() as archived from ${sql.table(table)}
    where id = ${id}::uuid`.execute(db);
  return rows[0]?.archived ?? false;
}

/**
 * Refuses a write to a row of an archived season (an event, a request, a message's retry).
 * `table`: the archived table the row is in; a row not found passes (the caller answers its 404).
 */
export async function assertNotArchived(
  db: Db,
  table: 'events' | 'form_requests' | 'messages',
  id: string,
): Promise<void> {
  if (await isArchived(db, table, id)) throw archivedSeason();
}
