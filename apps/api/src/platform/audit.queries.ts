import type { ManagerAction } from '@dugout/shared';
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
    // One of MANAGER_ACTIONS: an action outside it is written but never shown in the Audit Log.
    action: ManagerAction,
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

/** What a manager's action concerns, besides the entity's id. */
export interface AuditAbout {
  /** The thing's name as it was (an event's, a post's), so the log reads after a rename. */
  label?: string | null;
  /** The member acted on (the family of a request, a contact changed), for the member filter. */
  member?: { id: string; name: string } | null;
  /** What it reached (deliveries queued, contacts imported, items reordered). */
  count?: number;
  /** Anything else worth keeping. */
  [key: string]: unknown;
}

/**
 * The one writer of a manager's action for the Audit Log (`MANAGER_ACTIONS`): call it with the
 * transaction that makes the change, so the action and its row commit or roll back together.
 * The entity is the action's first part ('event' of 'event.create'); `id` is its row's id (null:
 * a whole list, e.g. a reorder). One line in each module, so its merges stay easy.
 */
export function auditAction(
  db: Db,
  actor: { id: string },
  action: ManagerAction,
  id: string | number | null,
  about: AuditAbout = {},
): Promise<void> {
  const { label, member, ...rest } = about;
  return writeAudit(db, {
    actorId: actor.id,
    action,
    entity: action.slice(0, action.indexOf('.')),
    entityId: id,
    detail: {
      ...rest,
      ...(label != null ? { label } : {}),
      ...(member ? { subjectId: member.id, subjectName: member.name } : {}),
    },
  });
}
