import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { CONTACT_PROFILE_COLUMNS, contactsWithAccess } from './contacts.queries';

/**
 * The contacts an import file names by email (case-insensitive), with what the import may change
 * and their access (for the audit of an affiliation change). `forUpdate`: locked until the
 * confirming transaction ends, so the plan written is the plan checked.
 */
export async function contactsForImport(db: Db, emails: readonly string[], forUpdate: boolean) {
  if (emails.length === 0) return [];
  let q = contactsWithAccess(db)
    .select(['c.phone', 'c.language', ...CONTACT_PROFILE_COLUMNS])
    .where(sql<string>`lower(c.email)`, 'in', [...emails]);
  if (forUpdate) q = q.forUpdate('c');
  return q.execute();
}
export type ImportExistingContact = Awaited<ReturnType<typeof contactsForImport>>[number];
