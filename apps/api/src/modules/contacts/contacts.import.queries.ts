import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/**
 * The contacts an import file names by email (case-insensitive), with what the import may change
 * and their access (for the audit of an affiliation change). `forUpdate`: locked until the
 * confirming transaction ends, so the plan written is the plan checked.
 */
export async function contactsForImport(db: Db, emails: readonly string[], forUpdate: boolean) {
  if (emails.length === 0) return [];
  let q = db
    .selectFrom('contacts as c')
    .leftJoin('affiliations as a', 'a.id', 'c.affiliation_id')
    .select([
      'c.id',
      'c.email',
      'c.first_name',
      'c.last_name',
      'c.phone',
      'c.language',
      'c.twitter',
      'c.insta',
      'c.tiktok',
      'c.related_player_id',
      'c.related_player_name',
      'c.related_player_is_coach',
      'c.relation_to_player',
      'c.alternate_description',
      'c.is_connected_to_player',
      'c.hide_contact_from_others',
      'c.is_site_user',
      'c.permissions',
      'c.affiliation_id',
      'a.name as affiliation_name',
    ])
    .where(sql<string>`lower(c.email)`, 'in', [...emails]);
  if (forUpdate) q = q.forUpdate('c');
  return q.execute();
}
export type ImportExistingContact = Awaited<ReturnType<typeof contactsForImport>>[number];
