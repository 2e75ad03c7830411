import {
  accessChangesSchema,
  ACCESS_CHANGE_REASONS,
  type AccessChangeReason,
  type AuditLogPage,
  type AuditLogQuery,
} from '@dugout/shared';
import type { Db } from '../../platform/db/database';
import { listAccessChanges, type AccessChangeRow } from './audit-log.queries';

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

function toEntry(row: AccessChangeRow): AuditLogPage['entries'][number] {
  const detail = (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as {
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
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    actor:
      row.actor_id === null
        ? null
        : {
            id: row.actor_id,
            // The name as it was when they acted: a later rename must not rewrite the past.
            name: detail?.actorName ?? fullName(row.actor_first_name, row.actor_last_name) ?? '',
          },
    subject: {
      id: row.entity_id ?? '',
      name: detail?.subjectName ?? fullName(row.subject_first_name, row.subject_last_name) ?? '',
    },
    reason,
    changes: changes.success ? changes.data : {},
  };
}

/** The Audit Log page: access changes newest first, a page at a time (site and IT admins). */
export async function readAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const rows = await listAccessChanges(db, {
    memberId: query.memberId,
    before: query.before,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit).map(toEntry);
  const more = rows.length > query.limit;
  return { entries: page, nextBefore: more ? (page.at(-1)?.id ?? null) : null };
}
