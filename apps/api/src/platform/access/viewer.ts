import { can } from '@dugout/shared';
import type { ViewerHousehold } from './households';

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
}

export function viewerOf(member: {
  id: string;
  permissions: readonly string[];
  affiliationId: number | null;
  household?: ViewerHousehold | null;
}): Viewer {
  return {
    id: member.id,
    permissions: member.permissions,
    affiliationId: member.affiliationId,
    household: member.household ?? null,
  };
}

/** A contact row as a viewer: a feed's owner, a link's contact, a notice's recipient. */
export function viewerOfContact(row: {
  id: string;
  permissions: readonly string[];
  affiliation_id: number | null;
  household?: ViewerHousehold | null;
}): Viewer {
  return {
    id: row.id,
    permissions: row.permissions,
    affiliationId: row.affiliation_id,
    household: row.household ?? null,
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
  return { ...viewer, id: NO_ONE, household: null };
}
