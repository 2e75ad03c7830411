import type { AccessChangeReason } from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import type { Db } from '../../platform/db/database';
import { writeAccessChange } from '../admin/index';
import { accessChanges, hasChanges, type Access } from './contacts.access';

/** One audit row for a change of someone's permissions, affiliation or sign-in, if any. */
export async function recordAccessChange(
  trx: Db,
  actor: Member,
  change: {
    subjectId: string;
    subjectName: string;
    reason: AccessChangeReason;
    before: Access | null;
    after: Access | null;
  },
): Promise<void> {
  const changes = accessChanges(change.before, change.after);
  if (!hasChanges(changes)) return;
  await writeAccessChange(trx, {
    actorId: actor.id,
    subjectId: change.subjectId,
    detail: {
      reason: change.reason,
      actorName: `${actor.firstName} ${actor.lastName}`.trim(),
      subjectName: change.subjectName.trim(),
      changes,
    },
  });
}
