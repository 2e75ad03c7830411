import { z } from 'zod';
import { HOUSEHOLD_ROLES, type HouseholdAuditEntry } from '@dugout/shared';
import { HOUSEHOLD_AUDIT_ACTIONS } from './households.audit';

/*
 * The household rows of audit_log read back for the Audit Log page, beside the writer
 * (households.audit.ts) so the stored shape is known in one module. A row that does not read as
 * its action says (written by an older version, edited by hand) is left out rather than shown
 * half right.
 */

const role = z.enum(HOUSEHOLD_ROLES);
const contact = { contactId: z.string(), contactName: z.string() };
const common = {
  actorName: z.string().optional(),
  source: z.enum(['import', 'seed']).optional(),
};
const householdName = z.string().nullable().optional();

const stored = {
  [HOUSEHOLD_AUDIT_ACTIONS.create]: z.object({ ...common, name: z.string() }),
  [HOUSEHOLD_AUDIT_ACTIONS.rename]: z.object({
    ...common,
    name: z.object({ before: z.string(), after: z.string() }),
  }),
  [HOUSEHOLD_AUDIT_ACTIONS.delete]: z.object({
    ...common,
    name: z.string(),
    members: z.array(z.object({ ...contact, role: role.nullable() })),
  }),
  [HOUSEHOLD_AUDIT_ACTIONS.join]: z.object({ ...common, ...contact, householdName, role }),
  [HOUSEHOLD_AUDIT_ACTIONS.leave]: z.object({
    ...common,
    ...contact,
    householdName,
    role: role.nullable(),
    why: z.enum(['moved', 'householdDeleted']).optional(),
  }),
  [HOUSEHOLD_AUDIT_ACTIONS.role]: z.object({
    ...common,
    ...contact,
    householdName,
    role: z.object({ before: role.nullable(), after: role }),
  }),
} as const;

export const HOUSEHOLD_AUDIT_ACTION_LIST: readonly string[] = Object.keys(stored);

/** What a household row says, names as they were; null when it does not read. */
export type HouseholdAuditRead = Pick<HouseholdAuditEntry, 'household' | 'source' | 'change'> & {
  actorName: string | null;
};

const ref = (d: { contactId: string; contactName: string }) => ({
  id: d.contactId,
  name: d.contactName,
});

export function readHouseholdAudit(
  action: string,
  entityId: string | null,
  detail: unknown,
): HouseholdAuditRead | null {
  const id = Number(entityId);
  if (!Number.isSafeInteger(id)) return null;
  const base = (d: z.infer<(typeof stored)[keyof typeof stored]>, name: string) => ({
    actorName: d.actorName ?? null,
    household: { id, name },
    source: d.source ?? null,
  });
  switch (action) {
    case HOUSEHOLD_AUDIT_ACTIONS.create: {
      const d = stored[action].safeParse(detail).data;
      return d ? { ...base(d, d.name), change: { action: 'create' } } : null;
    }
    case HOUSEHOLD_AUDIT_ACTIONS.rename: {
      const d = stored[action].safeParse(detail).data;
      return d ? { ...base(d, d.name.after), change: { action: 'rename', ...d.name } } : null;
    }
    case HOUSEHOLD_AUDIT_ACTIONS.delete: {
      const d = stored[action].safeParse(detail).data;
      if (!d) return null;
      const members = d.members.map((m) => ({ contact: ref(m), role: m.role }));
      return { ...base(d, d.name), change: { action: 'delete', members } };
    }
    case HOUSEHOLD_AUDIT_ACTIONS.join: {
      const d = stored[action].safeParse(detail).data;
      if (!d) return null;
      return {
        ...base(d, d.householdName ?? ''),
        change: { action: 'join', contact: ref(d), role: d.role },
      };
    }
    case HOUSEHOLD_AUDIT_ACTIONS.leave: {
      const d = stored[action].safeParse(detail).data;
      if (!d) return null;
      return {
        ...base(d, d.householdName ?? ''),
        change: { action: 'leave', contact: ref(d), role: d.role, why: d.why ?? null },
      };
    }
    case HOUSEHOLD_AUDIT_ACTIONS.role: {
      const d = stored[action].safeParse(detail).data;
      if (!d) return null;
      return {
        ...base(d, d.householdName ?? ''),
        change: { action: 'role', contact: ref(d), role: d.role },
      };
    }
    default:
      return null;
  }
}
