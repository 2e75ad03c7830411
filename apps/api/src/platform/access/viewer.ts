import { can, type HouseholdRole } from '@dugout/shared';

/** The viewer's household, as the access rules read it. */
export interface ViewerHousehold {
  id: number;
  /** The viewer's own role in it. */
  role: HouseholdRole;
  /** Everyone in it, the viewer too. */
  members: readonly { contactId: string; role: HouseholdRole }[];
}

/**
 * Who is asking: a signed-in member, or a contact reached another way (the owner of a calendar
 * feed, the contact of a one-tap RSVP link, the recipient of a notice). Everything the access
 * rules look at, and nothing else.
 */
export interface Viewer {
  /** The viewer's own contact (their card, their RSVP). */
  id: string;
  permissions: readonly string[];
  affiliationId: number | null;
  /**
   * The viewer's household, loaded with them in one query (households.ts
   * `householdOfContact`); absent or null: none, and no household rule holds.
   */
  household?: ViewerHousehold | null;
  /**
   * The ids of the teams the viewer reaches (teams.ts `teamsOfContact`), loaded with them; absent:
   * not loaded (the SQL rules then read them by the viewer's id; the TypeScript ones see none).
   */
  teams?: readonly number[];
  /** The ids of the teams the viewer manages (a signed-in member's; absent: none). */
  managedTeams?: readonly number[];
}

export function viewerOf(member: {
  id: string;
  permissions: readonly string[];
  affiliationId: number | null;
  household?: ViewerHousehold | null;
  teams?: readonly number[];
  managedTeams?: readonly number[];
}): Viewer {
  return {
    id: member.id,
    permissions: member.permissions,
    affiliationId: member.affiliationId,
    household: member.household ?? null,
    ...(member.teams ? { teams: member.teams } : {}),
    ...(member.managedTeams?.length ? { managedTeams: member.managedTeams } : {}),
  };
}

/** A contact row as a viewer: a feed's owner, a link's contact, a notice's recipient. */
export function viewerOfContact(row: {
  id: string;
  permissions: readonly string[];
  affiliation_id: number | null;
  household?: ViewerHousehold | null;
  teams?: readonly number[];
}): Viewer {
  return {
    id: row.id,
    permissions: row.permissions,
    affiliationId: row.affiliation_id,
    household: row.household ?? null,
    ...(row.teams ? { teams: row.teams } : {}),
  };
}

/** Whether the viewer may open the directory at all (view:contacts, or an admin). */
export const viewerHasDirectory = (viewer: Viewer) => can(viewer, 'contacts:view');

/** A contact id no contact has. */
const NO_ONE = '00000000-0000-0000-0000-000000000000';

/**
 * The viewer's class, as none of its members in particular: what anyone with these permissions
 * and affiliation sees, leaving out a contact of their own (for answers shared by the class).
 */
export function viewerClassOf(viewer: Viewer): Viewer {
  return { ...viewer, id: NO_ONE, household: null, teams: [] };
}
