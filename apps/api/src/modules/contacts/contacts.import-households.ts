import { fullNameOf, type HouseholdRole } from '@dugout/shared';
import type { Member } from '../../platform/auth/access-policy';
import type { Db } from '../../platform/db/database';
import { formHouseholds } from '../households';

/**
 * Households formed from an import's Household column, in the import's transaction; each
 * creation, join, move and role change is in the audit log as the importing admin's.
 */
export async function formImportHouseholds(
  trx: Db,
  member: Member,
  groups: { name: string; members: { contactId: string; role: HouseholdRole }[] }[],
): Promise<void> {
  if (groups.length === 0) return;
  const actor = { actorId: member.id, actorName: fullNameOf(member), source: 'import' } as const;
  await formHouseholds(trx, groups, actor);
}
