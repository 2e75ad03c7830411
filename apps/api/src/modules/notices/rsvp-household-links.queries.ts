import type { Db } from '../../platform/db/database';

/** The children (players and siblings) of the households these contacts are guardians of. */
export async function householdChildrenOf(db: Db, guardianIds: readonly string[]) {
  if (guardianIds.length === 0) return [];
  return db
    .selectFrom('household_members as g')
    .innerJoin('household_members as k', 'k.household_id', 'g.household_id')
    .innerJoin('contacts as c', 'c.id', 'k.contact_id')
    .select(['g.contact_id as guardian_id', 'c.id', 'c.first_name', 'c.last_name'])
    .where('g.contact_id', 'in', guardianIds)
    .where('g.role', '=', 'guardian')
    .where('k.role', 'in', ['player', 'sibling'])
    .orderBy('k.role')
    .orderBy('c.first_name')
    .execute();
}
