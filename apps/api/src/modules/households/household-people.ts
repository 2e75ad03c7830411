import type { HouseholdRole } from '@dugout/shared';
import { canSeeEvent, type Audience } from '../../platform/access/audience';
import { canRsvpFor, canSeeRsvp } from '../../platform/access/rsvp';
import { viewerOfContact, type Viewer } from '../../platform/access/viewer';
import type { Db } from '../../platform/db/database';
import { householdRowsOf } from './households.queries';

/** One person of a household as the event page, the one-tap page and the event email list them. */
export interface HouseholdPerson {
  contactId: string;
  firstName: string;
  lastName: string;
  /** Null: the person has no household (then the list is themself alone). */
  role: HouseholdRole | null;
  /** The person the list is for. */
  isSelf: boolean;
  /** Whether the person the list is for may answer for them (access/rsvp's one rule). */
  canAnswer: boolean;
}

export type HouseholdRow = Awaited<ReturnType<typeof householdRowsOf>>[number];

const ROLE_ORDER: Record<HouseholdRole, number> = { guardian: 0, player: 1, sibling: 2 };

/**
 * THE rule of who is in a household when it answers an event, used by the event page
 * (GET /api/rsvp/household), the one-tap page and the event email alike: the viewer first, then
 * everyone of their household, whatever their role (guardians too: a co-guardian is shown,
 * answered for or not), whose answers the viewer may see, and, for an event (`audience`), only
 * those it is for (who may see it: an answer for anyone else is refused). Then guardians, players,
 * siblings, each by first name. Each says whether the viewer may answer for them.
 */
export function householdPeople(
  viewer: Viewer,
  rows: readonly (Pick<
    HouseholdRow,
    'id' | 'first_name' | 'last_name' | 'permissions' | 'affiliation_id' | 'role'
  > & { teams?: readonly number[] })[],
  audience: Audience | null,
  /** The event's teams (none: club-wide); each row carries the teams its person reaches. */
  teams: readonly number[] = [],
): HouseholdPerson[] {
  const seen = new Set<string>();
  return rows
    .filter((r) => {
      if (seen.has(r.id)) return false;
      seen.add(r.id);
      if (r.id === viewer.id) return true;
      if (!canSeeRsvp(viewer, { contactId: r.id })) return false;
      return audience === null || canSeeEvent(viewerOfContact(r), audience, teams);
    })
    .map((r) => ({
      contactId: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      role: r.role,
      isSelf: r.id === viewer.id,
      canAnswer: canRsvpFor(viewer, r.id),
    }))
    .sort(
      (a, b) =>
        Number(b.isSelf) - Number(a.isSelf) ||
        (a.role ? ROLE_ORDER[a.role] : 3) - (b.role ? ROLE_ORDER[b.role] : 3) ||
        a.firstName.localeCompare(b.firstName),
    );
}

/** The rows' anchor as a viewer: their own rights and household, as the access rules read them. */
function viewerOfRows(anchorId: string, rows: readonly HouseholdRow[]): Viewer | null {
  const self = rows.find((r) => r.id === anchorId);
  if (!self) return null;
  const household =
    self.household_id === null || self.role === null
      ? null
      : {
          id: self.household_id,
          role: self.role,
          members: rows.flatMap((r) => (r.role ? [{ contactId: r.id, role: r.role }] : [])),
        };
  return viewerOfContact({ ...self, household });
}

/**
 * The household rule for many people at once (an event email's recipients): each as the
 * viewer, with their rights as they are now, in one query.
 */
export async function householdsOf(
  db: Db,
  contactIds: readonly string[],
  audience: Audience | null,
  teams: readonly number[] = [],
): Promise<Map<string, { viewer: Viewer; people: HouseholdPerson[] }>> {
  const byAnchor = new Map<string, HouseholdRow[]>();
  for (const row of await householdRowsOf(db, contactIds)) {
    const list = byAnchor.get(row.anchor_id) ?? [];
    list.push(row);
    byAnchor.set(row.anchor_id, list);
  }
  const out = new Map<string, { viewer: Viewer; people: HouseholdPerson[] }>();
  for (const [anchorId, rows] of byAnchor) {
    const viewer = viewerOfRows(anchorId, rows);
    if (viewer) {
      out.set(anchorId, { viewer, people: householdPeople(viewer, rows, audience, teams) });
    }
  }
  return out;
}

/** The household rule for one viewer (a signed-in member, or a one-tap link's answerer). */
export async function householdOf(
  db: Db,
  viewer: Viewer,
  audience: Audience | null,
  /** The rows, e.g. from a cache keyed by viewer and data version. */
  rows: (id: string) => Promise<readonly HouseholdRow[]> = (id) => householdRowsOf(db, [id]),
  /** The event's teams (none: club-wide). */
  teams: readonly number[] = [],
): Promise<HouseholdPerson[]> {
  return householdPeople(viewer, await rows(viewer.id), audience, teams);
}
