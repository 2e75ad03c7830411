import { badRequest, type LocalizedMessage } from './errors';
import { teamStates } from './teams.queries';
import type { Db } from './db/database';

/** Each module's words for a team it refuses (its own catalog, en/es). */
export interface TeamRefusals {
  /** Ids that are no team at all, e.g. "3, 9". */
  unknown: (ids: string) => LocalizedMessage;
  /** Names of teams that are no longer active. */
  inactive: (names: string) => LocalizedMessage;
}

/**
 * The teams an event, content item or pinned post is saved with: each must be there (else 400)
 * and active, unless the item already has it (`kept`): a team made inactive stops being offered
 * but keeps labelling what it labelled, so an edit that keeps it is no refusal. 400s name `field`.
 */
export async function assertTeamsToName(
  db: Db,
  teams: readonly number[] | undefined,
  kept: readonly number[],
  refusals: TeamRefusals,
  field = 'teams',
): Promise<void> {
  if (!teams?.length) return;
  const states = await teamStates(db, teams);
  const unknown = teams.filter((id) => !states.has(id));
  if (unknown.length) throw badRequest(refusals.unknown(unknown.join(', ')), field);
  const inactive = teams.filter((id) => !states.get(id)!.active && !kept.includes(id));
  if (inactive.length) {
    const names = inactive.map((id) => states.get(id)!.name).join(', ');
    throw badRequest(refusals.inactive(names), field);
  }
}

/**
 * A list's `?team=` filter: a team that is not there, or no longer active (offered in no filter),
 * is a 400 naming `team`, in the module's words; absent: no filter.
 */
export async function assertTeamFilter(
  db: Db,
  id: number | undefined,
  refusals: { unknown: LocalizedMessage; inactive: LocalizedMessage },
): Promise<void> {
  if (id === undefined) return;
  const team = (await teamStates(db, [id])).get(id);
  if (!team) throw badRequest(refusals.unknown, 'team');
  if (!team.active) throw badRequest(refusals.inactive, 'team');
}
