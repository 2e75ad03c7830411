import type { Db } from '../../platform/db/database';
import { assertTeamsToName } from '../../platform/team-refusals';
import { eventsCatalog } from './events.locales';
import { replaceEventTeams } from './event-teams.queries';

/**
 * An event's teams on save (kept apart from the rest of the event's writing): `teams` left out
 * keeps them (a new event: club-wide); a team that is not there, or no longer active and not
 * already the event's (`kept`), is refused.
 */
export async function checkEventTeams(
  db: Db,
  teams: readonly number[] | undefined,
  kept: readonly number[] = [],
): Promise<void> {
  await assertTeamsToName(db, teams, kept, {
    unknown: (ids) => (language) => eventsCatalog.in(language)('refusal.unknownTeam', { ids }),
    inactive: (names) => (language) =>
      eventsCatalog.in(language)('refusal.inactiveTeam', { names }),
  });
}

export async function writeEventTeams(
  db: Db,
  eventId: string,
  teams: readonly number[] | undefined,
): Promise<void> {
  if (teams !== undefined) await replaceEventTeams(db, eventId, teams);
}
