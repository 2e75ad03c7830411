import { sql } from 'kysely';
import type { AccessChangeReason, AccessChanges } from '@dugout/shared';
import { writeAudit } from '../../platform/audit.queries';
import type { Db } from '../../platform/db/database';

/** The audit action of every change of a member's permissions, affiliation or sign-in. */
export const ACCESS_CHANGE = 'access.change';

/** What an 'access.change' row keeps in `detail`: names as they were, so a deletion keeps it readable. */
export interface AccessChangeDetail {
  reason: AccessChangeReason;
  actorName: string | null;
  subjectName: string;
  changes: AccessChanges;
}

/**
 * Writes one access change. Call it with the transaction that makes the change, so that a change
 * that rolls back leaves no row. `actorId` null is the system (ADMIN_EMAILS at start).
 */
export async function writeAccessChange(
  db: Db,
  entry: { actorId: string | null; subjectId: string; detail: AccessChangeDetail },
): Promise<void> {
  await writeAudit(db, {
    actorId: entry.actorId,
    action: ACCESS_CHANGE,
    entity: 'contact',
    entityId: entry.subjectId,
    detail: entry.detail,
  });
}

/** The audit row of an Empty Cache: who, which caches, and whether every replica was told. */
export async function writeCacheReset(
  db: Db,
  entry: { actorId: string; cleared: string[]; allReplicas: boolean },
): Promise<void> {
  await writeAudit(db, {
    actorId: entry.actorId,
    action: 'cache.reset',
    entity: 'cache',
    entityId: null,
    detail: { cleared: entry.cleared, allReplicas: entry.allReplicas },
  });
}

export interface AccessChangeRow {
  id: string | number;
  created_at: Date | string;
  actor_id: string | null;
  entity_id: string | null;
  detail: unknown;
  actor_first_name: string | null;
  actor_last_name: string | null;
  subject_first_name: string | null;
  subject_last_name: string | null;
}

/**
 * Access changes newest first: all, or those where `memberId` is the one whose access changed
 * or the one who changed it; `before` is the id of the last row of the previous page. The names
 * of members who still exist are today's (joined), the others come from the row's `detail`.
 */
export async function listAccessChanges(
  db: Db,
  opts: { memberId?: string; before?: number; limit: number },
): Promise<AccessChangeRow[]> {
  let q = db
    .selectFrom('audit_log as l')
    .leftJoin('contacts as actor', 'actor.id', 'l.actor_id')
    .leftJoin('contacts as subject', (join) =>
      join.on(sql<boolean>`subject.id::text = l.entity_id`),
    )
    .select([
      'l.id',
      'l.created_at',
      'l.actor_id',
      'l.entity_id',
      'l.detail',
      'actor.first_name as actor_first_name',
      'actor.last_name as actor_last_name',
      'subject.first_name as subject_first_name',
      'subject.last_name as subject_last_name',
    ])
    .where('l.action', '=', ACCESS_CHANGE);
  if (opts.memberId) {
    const id = opts.memberId.toLowerCase();
    q = q.where((eb) => eb.or([eb('l.entity_id', '=', id), eb('l.actor_id', '=', id)]));
  }
  if (opts.before !== undefined) q = q.where('l.id', '<', opts.before);
  return q.orderBy('l.id', 'desc').limit(opts.limit).execute();
}
