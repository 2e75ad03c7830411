import {
  accessChangesSchema,
  ACCESS_CHANGE_REASONS,
  type AccessChangeReason,
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

/**
 * The Audit Log page (site and IT admins), newest first, a page at a time: changes of a contact's
 * access, name or email, and of households and who is in them as what.
 */
export async function readAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const rows = await listAuditLogRows(db, {
    memberId: query.memberId,
    before: query.before,
    limit: query.limit + 1,
    householdActions: HOUSEHOLD_AUDIT_ACTION_LIST,
  });
  const page = rows.slice(0, query.limit);
  const entries = page
    .map((row) => (row.action === ACCESS_CHANGE ? contactEntry(row) : householdEntry(row)))
    .filter((e): e is AuditLogEntry => e !== null);
  const more = rows.length > query.limit;
  // From the rows read, so a row left out as unreadable does not end the paging.
  return { entries, nextBefore: more ? Number(page.at(-1)!.id) : null };
}
