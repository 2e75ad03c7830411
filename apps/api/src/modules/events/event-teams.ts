import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { eventsCatalog } from './events.locales';
import { existingTeamIds, replaceEventTeams } from './event-teams.queries';

/**
 * An event's teams on save (kept apart from the rest of the event's writing): `teams` left out
 * keeps them (a new event: club-wide); a team that is not there is refused.
 */
export async function checkEventTeams(db: Db, teams: readonly number[] | undefined): Promise<void> {
  if (!teams?.length) return;
  const found = await existingTeamIds(db, teams);
  const missing = teams.filter((id) => !found.includes(id));
  if (missing.length) {
    const ids = missing.join(', ');
    throw badRequest(
      (language) => eventsCatalog.in(language)('refusal.unknownTeam', { ids }),
      'teams',
    );
  }
}

export async function writeEventTeams(
  db: Db,
  eventId: string,
  teams: readonly number[] | undefined,
): Promise<void> {
  if (teams !== undefined) await replaceEventTeams(db, eventId, teams);
}
