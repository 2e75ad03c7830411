import type { Db } from '../platform/db/database';

/**
 * Marks contacts' current numbers verified, as if each had entered the code texted to it
 * (migration 0080): for tests about what texts do once a number is confirmed. The code flow
 * itself is tested in modules/phone-verification.
 */
export async function markPhonesVerified(db: Db, contactIds: readonly string[]): Promise<void> {
  if (contactIds.length === 0) return;
  const rows = await db
    .selectFrom('contacts')
    .select(['id', 'phone'])
    .where('id', 'in', contactIds)
    .where('phone', 'is not', null)
    .execute();
  if (rows.length === 0) return;
  await db
    .insertInto('phone_verifications')
    .values(rows.map((r) => ({ contact_id: r.id, phone: r.phone! })))
    .onConflict((oc) =>
      oc.column('contact_id').doUpdateSet((eb) => ({ phone: eb.ref('excluded.phone') })),
    )
    .execute();
}
