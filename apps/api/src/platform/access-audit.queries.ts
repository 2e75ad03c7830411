import type { AccessChangeReason, AccessChanges } from '@dugout/shared';
import { writeAudit } from './audit.queries';
import type { Db } from './db/database';

/** The audit action of every change of a member's permissions, affiliation, sign-in, name or email. */
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
 * that rolls back leaves no row. `actorId` null is the system (ADMIN_EMAILS at start). Contacts
 * write these rows and the Audit Log page reads them: it sits below both.
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
