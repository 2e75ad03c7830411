import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/**
 * The contacts to invite, with their access (for the rules and the audit) and where mail goes,
 * rows locked to the end of the transaction: a contact changed meanwhile is planned as it is.
 */
export async function inviteesForUpdate(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('contacts as c')
    .leftJoin('affiliations as a', 'a.id', 'c.affiliation_id')
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.language',
      'c.permissions',
      'c.is_site_user',
      'c.affiliation_id',
      'a.name as affiliation_name',
    ])
    .where('c.id', 'in', [...ids])
    .forUpdate('c')
    .execute();
}
export type InviteeRow = Awaited<ReturnType<typeof inviteesForUpdate>>[number];

/** Sign-in on, and the invitation's time remembered (one statement: one data version raise). */
export async function markInvited(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('contacts')
    .set({ is_site_user: true, invited_at: sql`now()`, updated_at: sql`now()` })
    .where('id', 'in', [...ids])
    .execute();
}
