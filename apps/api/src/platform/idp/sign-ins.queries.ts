import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Notes that a contact signed in (migration 0084): the first time a row, later only its latest
 * time, so that only the first raises the shared data version (the admins' directory shows it).
 */
export async function recordSignIn(db: Db, contactId: string): Promise<void> {
  await db
    .insertInto('contact_sign_ins')
    .values({ contact_id: contactId })
    .onConflict((oc) => oc.column('contact_id').doUpdateSet({ last_at: sql`now()` }))
    .execute();
}
