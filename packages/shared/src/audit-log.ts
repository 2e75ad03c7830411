import { z } from 'zod';
import { ruleMessage } from './rule-messages';

/**
 * The audit log of who changed whose access (issue 12, item 5): every change of a member's
 * permissions, affiliation or sign-in, by an admin, at creation or deletion of a contact, or by
 * ADMIN_EMAILS at start (the actor is then the system).
 */
export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_MAX_PAGE_SIZE = 100;

/** What made the change: a contact created, changed or deleted, or ADMIN_EMAILS at start. */
export const ACCESS_CHANGE_REASONS = ['create', 'update', 'delete', 'startup'] as const;
export type AccessChangeReason = (typeof ACCESS_CHANGE_REASONS)[number];

const affiliationRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** Each present field changed from `before` to `after`; null in a list means "no contact". */
export const accessChangesSchema = z.object({
  permissions: z
    .object({ before: z.array(z.string()).nullable(), after: z.array(z.string()).nullable() })
    .optional(),
  affiliation: z.object({ before: affiliationRef, after: affiliationRef }).optional(),
  isSiteUser: z
    .object({ before: z.boolean().nullable(), after: z.boolean().nullable() })
    .optional(),
});
export type AccessChanges = z.infer<typeof accessChangesSchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  /** Who made the change; null for the system (ADMIN_EMAILS at start). */
  actor: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  /** Whose access changed. */
  subject: z.object({ id: z.string(), name: z.string() }),
  reason: z.enum(ACCESS_CHANGE_REASONS),
  changes: accessChangesSchema,
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextBefore: z.number().int().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/admin/audit-log?memberId=&before=&limit= (newest first). */
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
    .min(1, 'limit must be at least 1')
    .max(AUDIT_LOG_MAX_PAGE_SIZE, `limit may be at most ${AUDIT_LOG_MAX_PAGE_SIZE}`)
    .default(AUDIT_LOG_PAGE_SIZE),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
