import { sql } from 'kysely';
import { writeAudit } from '../../platform/audit.queries';
import type { Db } from '../../platform/db/database';

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

export interface AuditLogRow {
  id: string | number;
  created_at: Date | string;
  actor_id: string | null;
  action: string;
  entity_id: string | null;
  detail: unknown;
  actor_first_name: string | null;
  actor_last_name: string | null;
  subject_first_name: string | null;
  subject_last_name: string | null;
}

/**
 * The Audit Log page's rows newest first whose actions are `actions`; all, or those where
 * `memberId` is the contact who changed (a household row's `contactId`, a manager action's
 * `subjectId`) or the one who changed it; `before` is the
 * id of the last row of the previous page. The names of members who still exist are today's
 * (joined): only for rows written before the names were kept in `detail`.
 */
export async function listAuditLogRows(
  db: Db,
  opts: {
    memberId?: string;
    before?: number;
    limit: number;
    /** The actions the page shows (access changes, household rows, manager actions). */
    actions: readonly string[];
  },
): Promise<AuditLogRow[]> {
  let q = db
    .selectFrom('audit_log as l')
    .leftJoin('contacts as actor', 'actor.id', 'l.actor_id')
    .leftJoin('contacts as subject', (join) =>
      join.on(sql<boolean>`subject.id::text = l.entity_id`).on('l.entity', '=', 'contact'),
    )
    .select([
      'l.id',
      'l.created_at',
      'l.actor_id',
      'l.action',
      'l.entity_id',
      'l.detail',
      'actor.first_name as actor_first_name',
      'actor.last_name as actor_last_name',
      'subject.first_name as subject_first_name',
      'subject.last_name as subject_last_name',
    ])
    // Migration 0062's partial indexes cover access changes only: with the household rows this
    // reads audit_log newest first by id and stops once a page is full (a member's filter may
    // read further). Fine at a team's size; an index of its own would need a migration.
    .where('l.action', 'in', opts.actions);
  if (opts.memberId) {
    const id = opts.memberId.toLowerCase();
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('l.entity', '=', 'contact'), eb('l.entity_id', '=', id)]),
        eb('l.actor_id', '=', id),
        eb.and([
          eb('l.entity', '=', 'household'),
          eb(sql<string>`l.detail->>'contactId'`, '=', id),
        ]),
        // A manager acted on them (auditAction keeps the member it concerns).
        eb(sql<string>`l.detail->>'subjectId'`, '=', id),
      ]),
    );
  }
  if (opts.before !== undefined) q = q.where('l.id', '<', opts.before);
  return q.orderBy('l.id', 'desc').limit(opts.limit).execute();
}
