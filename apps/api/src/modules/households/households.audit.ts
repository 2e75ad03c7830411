import type { HouseholdRole } from '@dugout/shared';
import type { AuditEntry } from '../../platform/audit.queries';

/*
 * Household changes in the audit log: a guardian's role lets them edit a child's card and answer
 * for the child, so who put whom in which household, and as what, is kept like an access change.
 * Rows are written in the transaction of the change, with the names as they were (a later rename
 * or deletion leaves the entry readable). The household is the entity; the contact is in `detail`.
 */

export const HOUSEHOLD_AUDIT_ACTIONS = {
  create: 'household.create',
  rename: 'household.rename',
  delete: 'household.delete',
  join: 'household.join',
  leave: 'household.leave',
  role: 'household.role',
} as const;

/**
 * Who made the change, by the name they have now (kept in the row: a later rename must not
 * rewrite it), or the system (e.g. the demo seed); and, apart from the API, how.
 */
export type HouseholdActor = (
  { actorId: string; actorName: string } | { actorId: null; actorName?: undefined }
) & { source?: 'import' | 'seed' };

/** A contact's household before a change (null fields: in none). */
export interface Membership {
  contactId: string;
  firstName: string;
  lastName: string;
  householdId: number | null;
  householdName: string | null;
  role: HouseholdRole | null;
}

const contactName = (m: Membership) => `${m.firstName} ${m.lastName}`.trim();

function row(
  actor: HouseholdActor,
  action: string,
  householdId: number,
  detail: Record<string, unknown>,
): AuditEntry {
  return {
    actorId: actor.actorId,
    action,
    entity: 'household',
    entityId: householdId,
    detail: {
      ...detail,
      ...(actor.actorId === null ? {} : { actorName: actor.actorName }),
      ...(actor.source ? { source: actor.source } : {}),
    },
  };
}

export const householdCreated = (actor: HouseholdActor, h: { id: number; name: string }) =>
  row(actor, HOUSEHOLD_AUDIT_ACTIONS.create, h.id, { name: h.name });

export const householdRenamed = (
  actor: HouseholdActor,
  id: number,
  before: string,
  after: string,
) => row(actor, HOUSEHOLD_AUDIT_ACTIONS.rename, id, { name: { before, after } });

/** A contact out of their household: taken out, moved to another, or the household deleted. */
export function memberLeft(
  actor: HouseholdActor,
  before: Membership,
  why?: 'moved' | 'householdDeleted',
): AuditEntry[] {
  if (before.householdId === null) return [];
  return [
    row(actor, HOUSEHOLD_AUDIT_ACTIONS.leave, before.householdId, {
      contactId: before.contactId,
      contactName: contactName(before),
      householdName: before.householdName,
      role: before.role,
      ...(why ? { why } : {}),
    }),
  ];
}

/**
 * The rows of putting a contact in a household with a role: a join (after a leave when they
 * were in another), a role change when only the role moved, none when nothing did.
 */
export function memberPut(
  actor: HouseholdActor,
  before: Membership,
  household: { id: number; name: string },
  role: HouseholdRole,
): AuditEntry[] {
  const base = { contactId: before.contactId, contactName: contactName(before) };
  if (before.householdId === household.id) {
    if (before.role === role) return [];
    return [
      row(actor, HOUSEHOLD_AUDIT_ACTIONS.role, household.id, {
        ...base,
        householdName: household.name,
        role: { before: before.role, after: role },
      }),
    ];
  }
  return [
    ...memberLeft(actor, before, 'moved'),
    row(actor, HOUSEHOLD_AUDIT_ACTIONS.join, household.id, {
      ...base,
      householdName: household.name,
      role,
    }),
  ];
}

/** A household deleted: the household with who was in it, and a leave for each of them. */
export function householdDeleted(
  actor: HouseholdActor,
  h: { id: number; name: string },
  members: readonly Membership[],
): AuditEntry[] {
  return [
    row(actor, HOUSEHOLD_AUDIT_ACTIONS.delete, h.id, {
      name: h.name,
      members: members.map((m) => ({
        contactId: m.contactId,
        contactName: contactName(m),
        role: m.role,
      })),
    }),
    ...members.flatMap((m) => memberLeft(actor, m, 'householdDeleted')),
  ];
}
