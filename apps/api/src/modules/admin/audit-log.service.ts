import {
  accessChangesSchema,
  ACCESS_CHANGE_REASONS,
  MANAGER_ACTIONS,
  type AccessChangeReason,
  type ManagerAction,
  type AuditLogEntry,
  type AuditLogPage,
  type AuditLogQuery,
} from '@dugout/shared';
import type { Db } from '../../platform/db/database';
import { HOUSEHOLD_AUDIT_ACTION_LIST, readHouseholdAudit } from '../households/index';
import { ACCESS_CHANGE } from '../../platform/access-audit.queries';
import { listAuditLogRows, type AuditLogRow } from './audit-log.queries';

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

const parsed = (detail: unknown): unknown =>
  typeof detail === 'string' ? JSON.parse(detail) : detail;

/**
 * Who acted: the name kept in the row, as it was when they acted (a later rename must not rewrite
 * the past); today's name only for rows written before names were kept.
 */
function actorOf(row: AuditLogRow, keptName: string | null | undefined): AuditLogEntry['actor'] {
  if (row.actor_id === null) return null;
  return {
    id: row.actor_id,
    name: keptName ?? fullName(row.actor_first_name, row.actor_last_name) ?? '',
  };
}

function contactEntry(row: AuditLogRow): AuditLogEntry {
  const detail = parsed(row.detail) as {
    reason?: string;
    actorName?: string | null;
    subjectName?: string;
    changes?: unknown;
  } | null;
  const reason = (ACCESS_CHANGE_REASONS as readonly string[]).includes(detail?.reason ?? '')
    ? (detail!.reason as AccessChangeReason)
    : 'update';
  const changes = accessChangesSchema.safeParse(detail?.changes ?? {});
  return {
    kind: 'contact',
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    actor: actorOf(row, detail?.actorName),
    subject: {
      id: row.entity_id ?? '',
      name: detail?.subjectName ?? fullName(row.subject_first_name, row.subject_last_name) ?? '',
    },
    reason,
    changes: changes.success ? changes.data : {},
  };
}

function householdEntry(row: AuditLogRow): AuditLogEntry | null {
  const read = readHouseholdAudit(row.action, row.entity_id, parsed(row.detail));
  if (!read) return null;
  return {
    kind: 'household',
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    actor: actorOf(row, read.actorName),
    household: read.household,
    source: read.source,
    change: read.change,
  };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const whole = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) ? v : null;

/**
 * A manager's action. Rows written before `auditAction` kept their name under other keys
 * (description, name, titleEn) and counted under others (deliveries, requeued, notified).
 */
function actionEntry(row: AuditLogRow): AuditLogEntry {
  const d = (parsed(row.detail) ?? {}) as Record<string, unknown>;
  // A contact's own rows: the contact is the member acted on (an unsubscribe is on a contact too).
  const onContact =
    row.entity_id !== null &&
    (row.action.startsWith('contact.') || row.action === 'preferences.unsubscribe');
  const subjectName =
    text(d.subjectName) ?? fullName(row.subject_first_name, row.subject_last_name) ?? text(d.name);
  const memberId = text(d.subjectId) ?? (onContact ? row.entity_id : null);
  return {
    kind: 'action',
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    actor: actorOf(row, text(d.actorName)),
    action: row.action as ManagerAction,
    target: {
      id: row.entity_id,
      label: text(d.label) ?? text(d.description) ?? text(d.titleEn) ?? text(d.name),
    },
    member: memberId ? { id: memberId, name: subjectName ?? '' } : null,
    count: whole(d.count) ?? whole(d.deliveries) ?? whole(d.requeued) ?? whole(d.notified) ?? null,
    status: d.to === 'open' || d.to === 'fulfilled' ? d.to : null,
  };
}

const isManagerAction = (action: string): action is ManagerAction =>
  (MANAGER_ACTIONS as readonly string[]).includes(action);

/** The access-change reason that already tells a contact action of the same transaction. */
const TOLD_BY_ACCESS: Partial<Record<ManagerAction, AccessChangeReason>> = {
  'contact.create': 'create',
  'contact.delete': 'delete',
  'contact.invite': 'invite',
};

/**
 * Rows the page leaves out: a member's own language switch (no office business), and a contact
 * created, deleted or invited whose access row of the same transaction (same `created_at`, the
 * transaction's start) already says so, which would read twice.
 */
function redundant(row: AuditLogRow, page: readonly AuditLogRow[]): boolean {
  if (!isManagerAction(row.action)) return false;
  const d = parsed(row.detail) as { fields?: unknown } | null;
  if (
    row.action === 'contact.update' &&
    row.actor_id === row.entity_id &&
    JSON.stringify(d?.fields) === '["language"]'
  )
    return true;
  const reason = TOLD_BY_ACCESS[row.action];
  if (!reason) return false;
  const at = new Date(row.created_at).getTime();
  return page.some(
    (other) =>
      other.action === ACCESS_CHANGE &&
      other.entity_id === row.entity_id &&
      new Date(other.created_at).getTime() === at &&
      (parsed(other.detail) as { reason?: string } | null)?.reason === reason,
  );
}

/**
 * The Audit Log page (site and IT admins), newest first, a page at a time: changes of a contact's
 * access, name or email, of households and who is in them as what, and every manager action.
 */
export async function readAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const rows = await listAuditLogRows(db, {
    memberId: query.memberId,
    before: query.before,
    limit: query.limit + 1,
    actions: [ACCESS_CHANGE, ...HOUSEHOLD_AUDIT_ACTION_LIST, ...MANAGER_ACTIONS],
  });
  const page = rows.slice(0, query.limit);
  const entries = page
    .filter((row) => !redundant(row, page))
    .map((row) =>
      row.action === ACCESS_CHANGE
        ? contactEntry(row)
        : isManagerAction(row.action)
          ? actionEntry(row)
          : householdEntry(row),
    )
    .filter((e): e is AuditLogEntry => e !== null);
  const more = rows.length > query.limit;
  // From the rows read, so a row left out as unreadable does not end the paging.
  return { entries, nextBefore: more ? Number(page.at(-1)!.id) : null };
}
