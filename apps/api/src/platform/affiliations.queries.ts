import type { Db } from './db/database';

/** The ids among `ids` that are affiliations (content and events check what they are open to). */
export async function existingAffiliationIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('affiliations')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.id);
}
