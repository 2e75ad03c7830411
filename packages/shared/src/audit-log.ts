import { z } from 'zod';
import { HOUSEHOLD_ROLES } from './households';
import { ruleMessage } from './rule-messages';

/**
 * The audit log: every change of a member's permissions,
 * affiliation or sign-in, of their name or email, by an admin, by themself or their guardian, at
 * creation or deletion of a contact, by the CSV import, or by ADMIN_EMAILS at start (the actor is
 * then the system); and every change of a household and of who is in it as what. Names are kept
 * as they were when the change was made.
 */
export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_MAX_PAGE_SIZE = 100;

/** A person's name as the log writes it: first and last, trimmed. */
export const fullNameOf = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

/**
 * What made the change: a contact created, changed or deleted, ADMIN_EMAILS at start, or an
 * invitation (which turns sign-in on).
 */
export const ACCESS_CHANGE_REASONS = ['create', 'update', 'delete', 'startup', 'invite'] as const;
export type AccessChangeReason = (typeof ACCESS_CHANGE_REASONS)[number];

const affiliationRef = z.object({ id: z.number().int(), name: z.string() }).nullable();
const personName = z.object({ firstName: z.string(), lastName: z.string() });

/** Each present field changed from `before` to `after`; null in a list means "no contact". */
export const accessChangesSchema = z.object({
  permissions: z
    .object({ before: z.array(z.string()).nullable(), after: z.array(z.string()).nullable() })
    .optional(),
  affiliation: z.object({ before: affiliationRef, after: affiliationRef }).optional(),
  isSiteUser: z
    .object({ before: z.boolean().nullable(), after: z.boolean().nullable() })
    .optional(),
  /** The contact's name changed (first or last). */
  name: z.object({ before: personName, after: personName }).optional(),
  /** The contact's email changed (null: none). */
  email: z.object({ before: z.string().nullable(), after: z.string().nullable() }).optional(),
});
export type AccessChanges = z.infer<typeof accessChangesSchema>;

/** Who made the change; null for the system (ADMIN_EMAILS at start, the demo seed). */
const actorSchema = z.object({ id: z.string().nullable(), name: z.string() }).nullable();
const contactRef = z.object({ id: z.string(), name: z.string() });
const householdRole = z.enum(HOUSEHOLD_ROLES);

/** A contact's access, name or email changed. */
export const contactAuditEntrySchema = z.object({
  kind: z.literal('contact'),
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  actor: actorSchema,
  /** The contact who changed, by the name they had then. */
  subject: contactRef,
  reason: z.enum(ACCESS_CHANGE_REASONS),
  changes: accessChangesSchema,
});
export type ContactAuditEntry = z.infer<typeof contactAuditEntrySchema>;

/** What happened to a household; contacts by the names they had then. */
export const householdChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create') }),
  z.object({ action: z.literal('rename'), before: z.string(), after: z.string() }),
  z.object({
    action: z.literal('delete'),
    members: z.array(z.object({ contact: contactRef, role: householdRole.nullable() })),
  }),
  z.object({ action: z.literal('join'), contact: contactRef, role: householdRole }),
  z.object({
    action: z.literal('leave'),
    contact: contactRef,
    role: householdRole.nullable(),
    /** Moved to another household, or the household was deleted; null: taken out. */
    why: z.enum(['moved', 'householdDeleted']).nullable(),
  }),
  z.object({
    action: z.literal('role'),
    contact: contactRef,
    role: z.object({ before: householdRole.nullable(), after: householdRole }),
  }),
]);
export type HouseholdChange = z.infer<typeof householdChangeSchema>;

/** A household created, renamed or deleted, or someone put in it, moved out or given a role. */
export const householdAuditEntrySchema = z.object({
  kind: z.literal('household'),
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  actor: actorSchema,
  /** The household by the name it had then (after a rename: the new one). */
  household: z.object({ id: z.number().int(), name: z.string() }),
  /** Made by the CSV import or the demo seed; null: through the portal. */
  source: z.enum(['import', 'seed']).nullable(),
  change: householdChangeSchema,
});
export type HouseholdAuditEntry = z.infer<typeof householdAuditEntrySchema>;

/**
 * Every manager action the Audit Log shows besides access and household changes: one audit row
 * each, written by `auditAction` (apps/api platform/audit.queries.ts) in the transaction of the
 * change. The web names each one in English and Spanish (a new one fails its type check there).
 */
export const MANAGER_ACTIONS = [
  'event.create',
  'event.update',
  'event.delete',
  'event.reminders',
  'event.remind',
  'event.import',
  'message.send',
  'message.retry',
  'pinned.create',
  'pinned.update',
  'pinned.delete',
  'pinned.reorder',
  'contact.create',
  'contact.update',
  'contact.delete',
  'contact.invite',
  'contact.import',
  // A member's own, kept because the office asks about them: "why do they get no texts / mail?"
  'contact.phone_verified',
  'preferences.unsubscribe',
  'form_request.status',
  'venue.create',
  'venue.update',
  'venue.delete',
  'content.create',
  'content.update',
  'content.delete',
  'content.reorder',
  'link.create',
  'link.update',
  'link.delete',
  'cache.reset',
  'team.create',
  'team.update',
  'team.members',
  'season.start',
  'season.rosters',
  'duty.create',
  'duty.update',
  'duty.delete',
  'duty.assign',
  'duty.unassign',
  'attendance.record',
  'duty.template.create',
  'duty.template.update',
  'duty.template.delete',
  'duty.template.apply',
  'duty.ask',
  'ride.removeOffer',
  'ride.removeRequest',
  'ride.unmatch',
  'conversation.hide',
  'conversation.lock',
  'conversation.unlock',
  'photo.remove',
  'photo.approve',
  'photo.dismissTakedown',
  'conversation.unhide',
  'conversation.mute',
  'conversation.unmute',
  'conversation.reportResolved',
  'conversation.report',
] as const;
export type ManagerAction = (typeof MANAGER_ACTIONS)[number];

/** A manager's action: what they did, to what (by the name it had then) and to whom, if anyone. */
export const actionAuditEntrySchema = z.object({
  kind: z.literal('action'),
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  actor: actorSchema,
  action: z.enum(MANAGER_ACTIONS),
  /** The thing acted on, by the name it had then (null: a whole list, e.g. a reorder). */
  target: z.object({ id: z.string().nullable(), label: z.string().nullable() }),
  /** The member acted on (a contact changed, the family whose request was fulfilled), if any. */
  member: contactRef.nullable(),
  /** How many it reached (deliveries queued, contacts imported, items reordered), if counted. */
  count: z.number().int().nullable(),
  /** A request's new status (form_request.status). */
  status: z.enum(['open', 'fulfilled']).nullable(),
});
export type ActionAuditEntry = z.infer<typeof actionAuditEntrySchema>;

export const auditLogEntrySchema = z.discriminatedUnion('kind', [
  contactAuditEntrySchema,
  householdAuditEntrySchema,
  actionAuditEntrySchema,
]);
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextBefore: z.number().int().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/admin/audit-log?memberId=&before=&limit= (newest first). `memberId`: the entries
 * where that member made the change, or their access, name, email or household place changed,
 * or a manager acted on them (their card, their request).
 */
export const auditLogQuerySchema = z.object({
  memberId: z.string().regex(UUID, ruleMessage('memberIdInvalid')).optional(),
  before: z.coerce
    .number()
    .int('before must be a whole number')
    .positive('before must be positive')
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1)
    .max(AUDIT_LOG_MAX_PAGE_SIZE, `limit may be at most ${AUDIT_LOG_MAX_PAGE_SIZE}`)
    .default(AUDIT_LOG_PAGE_SIZE),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
