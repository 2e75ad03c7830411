import type { Db } from '../../platform/db/database';

/** The ids of the teams an event is for ([]: club-wide). */
export async function eventTeamIds(db: Db, eventId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('event_teams')
    .select('team_id')
    .where('event_id', '=', eventId)
    .orderBy('team_id')
    .execute();
  return rows.map((r) => r.team_id);
}

/** The teams of each of these events that is for some (a club-wide event is not in the map). */
export async function teamIdsOfEvents(
  db: Db,
  eventIds: readonly string[],
): Promise<Map<string, number[]>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('event_teams')
    .select(['event_id', 'team_id'])
    .where('event_id', 'in', eventIds)
    .orderBy('team_id')
    .execute();
  const teams = new Map<string, number[]>();
  for (const r of rows) teams.set(r.event_id, [...(teams.get(r.event_id) ?? []), r.team_id]);
  return teams;
}

/** Sets the teams an event is for ([]: club-wide). */
export async function replaceEventTeams(
  db: Db,
  eventId: string,
  teams: readonly number[],
): Promise<void> {
  await db.deleteFrom('event_teams').where('event_id', '=', eventId).execute();
  if (teams.length === 0) return;
  await db
    .insertInto('event_teams')
    .values(teams.map((team_id) => ({ event_id: eventId, team_id })))
    .execute();
}

/** Shared with content, pinned posts and requests (platform/teams.queries.ts). */
export { teamsOfContacts } from '../../platform/teams.queries';
