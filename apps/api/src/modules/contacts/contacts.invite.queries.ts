import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { contactsWithAccess } from './contacts.queries';

/**
 * The contacts to invite, with their access (for the rules and the audit) and where mail goes,
 * rows locked to the end of the transaction: a contact changed meanwhile is planned as it is.
 */
export async function inviteesForUpdate(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return contactsWithAccess(db)
    .select('c.language')
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
