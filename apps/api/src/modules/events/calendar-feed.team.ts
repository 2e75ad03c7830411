import { canSeeTeams } from '../../platform/access/teams';
import type { Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';
import { activeTeamName } from './calendar-feed.queries';
import { teamIdsOfEvents } from './event-teams.queries';

/**
 * A team's feed (`?team=`): the member's own feed narrowed to one team they reach, as the
 * schedule's filter narrows it: the team's events and the club-wide ones. The team's name, or
 * null when the member does not reach it (or it is not an active team): the route's 404, as for a
 * token that is not there, so a feed tells nothing of teams its reader does not reach.
 */
export async function feedTeamName(db: Db, viewer: Viewer, teamId: number): Promise<string | null> {
  if (!canSeeTeams(viewer, [teamId])) return null;
  return (await activeTeamName(db, teamId)) ?? null;
}

/** Whether an event (or a cancellation), by its teams ([]: club-wide), is on the team's feed. */
export const onTeamFeed = (teamId: number, teams: readonly number[]): boolean =>
  teams.length === 0 || teams.includes(teamId);

/** The events on the team's feed, of those the member's feed holds. */
export async function eventsOnTeamFeed<E extends { id: string }>(
  db: Db,
  teamId: number,
  events: readonly E[],
): Promise<E[]> {
  const teams = await teamIdsOfEvents(
    db,
    events.map((e) => e.id),
  );
  return events.filter((e) => onTeamFeed(teamId, teams.get(e.id) ?? []));
}
