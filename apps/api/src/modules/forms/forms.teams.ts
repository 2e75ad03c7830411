import { teamsShown, type JerseyRequestItem } from '@dugout/shared';
import { canOrderForTeam } from '../../platform/access/requests';
import { viewerOf } from '../../platform/access/viewer';
import type { Member } from '../../platform/auth/access-policy';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { assertTeamFilter } from '../../platform/team-refusals';
import { activeTeamNames } from '../../platform/teams.queries';
import { formsCatalog } from './forms.locales';

/**
 * Requests of a club with teams: an order records the team it is for, shown in the staff's list
 * and the CSV, only once the club has two or more teams (`teamsShown`); with one, every order is
 * written and answered as before teams.
 */

/** The club's teams by id when they show (two or more active), else null. */
export async function shownTeams(db: Db): Promise<Map<number, string> | null> {
  const teams = await activeTeamNames(db);
  return teamsShown([...teams.keys()]) ? teams : null;
}

/**
 * The team of each item: the one it names, if the member may order for it (a team their household
 * reaches; admins any), else a 400 naming `team`; none named, the member's team when they reach
 * exactly one. Null for every item while teams do not show.
 */
export async function orderTeams(
  db: Db,
  member: Member,
  items: readonly Partial<Record<keyof JerseyRequestItem, unknown>>[],
): Promise<(number | null)[]> {
  const teams = await shownTeams(db);
  if (!teams) return items.map(() => null);
  const viewer = viewerOf(member);
  const own = viewer.teams ?? [];
  return items.map((item) => {
    const named = typeof item.team === 'number' ? item.team : null;
    if (named === null) return own.length === 1 ? own[0]! : null;
    if (!teams.has(named) || !canOrderForTeam(viewer, named)) {
      throw badRequest((language) => formsCatalog.in(language)('team.notYours'), 'team');
    }
    return named;
  });
}

/** `?team=`: a team that is not there, or inactive, is a 400 (the list would be empty for no reason). */
export function assertRequestsTeamFilter(db: Db, team: number | undefined): Promise<void> {
  return assertTeamFilter(db, team, {
    unknown: (language) => formsCatalog.in(language)('team.unknown'),
    inactive: (language) => formsCatalog.in(language)('team.inactive'),
  });
}
