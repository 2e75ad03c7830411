import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { affiliationExists } from './contacts.queries';
import type { RosterSource } from './contacts.roster';
import { contactsCatalog } from './contacts.locales';

export interface RosterPlayer {
  id: number;
  name: string;
  isCoach: boolean;
}

/** Looks the player up on the roster: the name and player/coach come from there, not the client. */
export async function resolvePlayer(roster: RosterSource, playerId: number): Promise<RosterPlayer> {
  const entry = await roster.find(playerId);
  if (!entry) {
    throw badRequest(
      (language) => contactsCatalog.in(language)('refusal.notOnRoster', { id: playerId }),
      'relatedPlayer',
    );
  }
  return { id: entry.person.id, name: entry.person.fullName, isCoach: !entry.position };
}

/** The affiliation's id, once it is known to exist. */
export async function resolveAffiliation(ctx: AppContext, id: number): Promise<number> {
  if (!(await affiliationExists(ctx.db, id))) {
    throw badRequest(
      (language) => contactsCatalog.in(language)('refusal.noAffiliation', { id }),
      'affiliation',
    );
  }
  return id;
}
