import type { Db } from '../../platform/db/database';

/** An active team and its own roster feed (null: the club's default roster). */
export function activeTeamRosterUrls(db: Db): Promise<{ id: number; roster_url: string | null }[]> {
  return db
    .selectFrom('teams')
    .select(['id', 'roster_url'])
    .where('active', '=', true)
    .orderBy('id')
    .execute();
}

export function teamRosterUrl(
  db: Db,
  id: number,
): Promise<{ roster_url: string | null } | undefined> {
  return db
    .selectFrom('teams')
    .select('roster_url')
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
}
