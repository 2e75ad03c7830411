import { isContactImportClearMarker, type HouseholdRole } from '@dugout/shared';
import { foldHeader, type ImportRecord } from './contacts.import-parse';

/**
 * Families in an import file: guardians and their children come in the same file, each row
 * with its Household and role. A child need not be on the team roster (the roster feed is the
 * league's, and a team's children are rarely on it): a guardian's Player cell may name a child
 * of the same household in the file, and that child then joins as the household's player.
 */

/** Names compared as the roster lookup compares them: no case, accents or punctuation. */
export const foldName = (text: string) => foldHeader(text);

/** A household's key: households are told apart ignoring case (the households table). */
export const householdKey = (name: string) => name.trim().toLowerCase();

export const ROLE_WORDS: Record<string, HouseholdRole> = {
  guardian: 'guardian',
  parent: 'guardian',
  tutor: 'guardian',
  tutora: 'guardian',
  player: 'player',
  jugador: 'player',
  jugadora: 'player',
  sibling: 'sibling',
  hermano: 'sibling',
  hermana: 'sibling',
  // The words the screens show ('Hermano o hermana' on the event page and the contact form,
  // 'Hermano/a' in this preview) and the parents' and siblings' words people write.
  'hermano o hermana': 'sibling',
  'hermano a': 'sibling',
  brother: 'sibling',
  sister: 'sibling',
  mother: 'guardian',
  father: 'guardian',
  madre: 'guardian',
  padre: 'guardian',
};

/** The household role a relation to the player implies; other relations must say it. */
export const DEFAULT_ROLE_BY_RELATION: Partial<Record<string, HouseholdRole>> = {
  mother: 'guardian',
  father: 'guardian',
  stepmother: 'guardian',
  stepfather: 'guardian',
  guardian: 'guardian',
  grandmother: 'guardian',
  grandfather: 'guardian',
  sister: 'sibling',
  brother: 'sibling',
};

export interface FileFamilies {
  /** Whether a row of `household` names `name` as its Player. */
  namedAsPlayer(household: string, name: string): boolean;
  /**
   * Whether `household` has a row named `name` that may be its player: its role player, or
   * empty with no relation (it then defaults to player). A row naming it as its Player is the
   * child's guardian or sibling through the household.
   */
  hasChild(household: string, name: string): boolean;
}

/** Read before the rows are planned, so a guardian's row may come before its child's. */
export function readFileFamilies(records: readonly ImportRecord[]): FileFamilies {
  const named = new Set<string>();
  const children = new Set<string>();
  const key = (household: string, name: string) => `${householdKey(household)}\n${foldName(name)}`;
  for (const { cells } of records) {
    const household = cells.household ?? '';
    if (!household || isContactImportClearMarker(household)) continue;
    const player = cells.player ?? '';
    if (player && !isContactImportClearMarker(player)) named.add(key(household, player));
    const role = cells.householdRole ? ROLE_WORDS[foldHeader(cells.householdRole)] : null;
    const relation = cells.relation && !isContactImportClearMarker(cells.relation);
    if (role === 'player' || (!cells.householdRole && !relation)) {
      children.add(key(household, `${cells.firstName ?? ''} ${cells.lastName ?? ''}`));
    }
  }
  return {
    namedAsPlayer: (household, name) => named.has(key(household, name)),
    hasChild: (household, name) => children.has(key(household, name)),
  };
}
