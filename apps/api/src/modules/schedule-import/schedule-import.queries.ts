import type { Insertable, Updateable } from 'kysely';
import { currentSeasonOnly } from '../../platform/access/seasons';
import type { Db } from '../../platform/db/database';
import type { EventTable } from '../../platform/db/schema';

export function listVenueNames(db: Db) {
  return db.selectFrom('venues').select(['id', 'name']).execute();
}

/** The teams a file may name: active ones (a team that did not continue is the archive's). */
export function listTeamNames(db: Db) {
  return db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('active', '=', true)
    .orderBy('id')
    .execute();
}

/**
 * The current season's events already imported under these keys (locked for the confirm's
 * transaction). A past season's event of a key is archived, read-only: the file makes a new one.
 */
export async function eventsByImportKeys(db: Db, keys: readonly string[], forUpdate: boolean) {
  if (keys.length === 0) return [];
  let q = db
    .selectFrom('events')
    .select([
      'id',
      'import_key',
      'name',
      'description',
      'date',
      'ends_at',
      'event_type',
      'opponent',
      'location_id',
      'venue_id',
      'series_id',
    ])
    .where('import_key', 'in', keys)
    .where((eb) => currentSeasonOnly(eb.ref('season_id')));
  if (forUpdate) q = q.forUpdate();
  return q.execute();
}
export type ImportedEventRow = Awaited<ReturnType<typeof eventsByImportKeys>>[number];

/** Each of these events' team ids ([] or absent: club-wide). */
export async function teamsOfEvents(db: Db, ids: readonly string[]) {
  const teams = new Map<string, number[]>();
  if (ids.length === 0) return teams;
  const rows = await db
    .selectFrom('event_teams')
    .select(['event_id', 'team_id'])
    .where('event_id', 'in', ids)
    .orderBy('team_id')
    .execute();
  for (const r of rows) teams.set(r.event_id, [...(teams.get(r.event_id) ?? []), r.team_id]);
  return teams;
}

export async function insertImportedEvent(db: Db, values: Insertable<EventTable>) {
  const row = await db
    .insertInto('events')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An imported event's new fields; calendars see a new SEQUENCE, as after an edit. */
export async function updateImportedEvent(
  db: Db,
  id: string,
  values: Omit<Updateable<EventTable>, 'sequence' | 'updated_at'>,
) {
  await db
    .updateTable('events')
    .set((eb) => ({ ...values, sequence: eb('sequence', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .execute();
}

export async function replaceImportedEventTeams(db: Db, id: string, teams: readonly number[]) {
  await db.deleteFrom('event_teams').where('event_id', '=', id).execute();
  if (teams.length === 0) return;
  await db
    .insertInto('event_teams')
    .values(teams.map((team_id) => ({ event_id: id, team_id })))
    .execute();
}
