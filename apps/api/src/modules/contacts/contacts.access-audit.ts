import { fullNameOf, type AccessChangeReason, type AccessChanges } from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import type { Db } from '../../platform/db/database';
import { writeAccessChange } from '../../platform/access-audit.queries';
import { accessChanges, hasChanges, type Access } from './contacts.access';

/**
 * One audit row for a change of someone's permissions, affiliation or sign-in, name or email
 * (`identity`: contacts.identity-changes.ts), if any. Names are the ones they had before it.
 */
export async function recordAccessChange(
  trx: Db,
  actor: Member,
  change: {
    subjectId: string;
    subjectName: string;
    reason: AccessChangeReason;
    before: Access | null;
    after: Access | null;
    identity?: Pick<AccessChanges, 'name' | 'email'>;
  },
): Promise<void> {
  const changes = { ...accessChanges(change.before, change.after), ...change.identity };
  if (!hasChanges(changes)) return;
  await writeAccessChange(trx, {
    actorId: actor.id,
    subjectId: change.subjectId,
    detail: {
      reason: change.reason,
      actorName: fullNameOf(actor),
      subjectName: change.subjectName.trim(),
      changes,
    },
  });
}
