import type { HouseholdRole } from '@dugout/shared';
import type { Db } from '../../platform/db/database';
import { formHouseholds } from '../households';

/** Households formed from an import's Household column, in the import's transaction. */
export async function formImportHouseholds(
  trx: Db,
  groups: { name: string; members: { contactId: string; role: HouseholdRole }[] }[],
): Promise<void> {
  if (groups.length > 0) await formHouseholds(trx, groups);
}
