import type { Db } from './db/database';

/** One audit_log row: who did what to which entity; `detail` is kept as JSON. */
export interface AuditEntry {
  /** null: the system (e.g. ADMIN_EMAILS at start). */
  actorId: string | null;
  action: string;
  entity: string;
  /** null: the change is to the entity's whole list (e.g. a reorder). */
  entityId: string | number | null;
  detail?: unknown;
}

/**
 * Writes audit rows, in one statement. Call it with the transaction that makes the change, so
 * that a change that rolls back leaves no row. The one writer of audit_log.
 */
export async function writeAuditRows(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('audit_log')
    .values(
      entries.map((e) => ({
        actor_id: e.actorId,
        action: e.action,
        entity: e.entity,
        entity_id: e.entityId === null ? null : String(e.entityId),
        detail: e.detail === undefined ? null : JSON.stringify(e.detail, wellFormed),
      })),
    )
    .execute();
}

/**
 * JSON.stringify writes a lone surrogate as the escape "\ud800", which jsonb refuses, failing the
 * whole change; a text column stores it as U+FFFD. Requests with one are refused at the door, so
 * this only keeps a name cut inside an emoji by our own code from failing a change.
 */
function wellFormed(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? value.toWellFormed() : value;
}

/** Writes one audit row (see writeAuditRows). */
export function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  return writeAuditRows(db, [entry]);
}

/**
 * The audit writer of one kind of entity (e.g. 'venue'): one row per change, by its actor, in the
 * change's transaction.
 */
export function auditOf(entity: string) {
  return (
    db: Db,
    actor: { id: string },
    action: string,
    entityId: string | number | null,
    detail?: unknown,
  ): Promise<void> =>
    writeAudit(db, {
      actorId: actor.id,
      action,
      entity,
      entityId,
      ...(detail === undefined ? {} : { detail }),
    });
}
