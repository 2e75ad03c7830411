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
