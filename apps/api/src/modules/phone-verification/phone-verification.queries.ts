import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** The card whose number is being confirmed; `lock`: held until the transaction ends. */
export async function contactForPhoneCode(db: Db, id: string, lock = false) {
  return db
    .selectFrom('contacts')
    .select(['id', 'phone', 'language', 'hide_contact_from_others'])
    .where('id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/**
 * Serialises code sends to one number and by one member until the transaction ends, so two at
 * once cannot both slip under a limit (every replica shares the database's locks). Always in
 * this order: number, then member.
 */
export async function lockCodeSends(db: Db, phone: string, requestedBy: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`phone-code:${phone}`}, 0))`.execute(
    db,
  );
  await sql`select pg_advisory_xact_lock(hashtextextended(${`phone-code-by:${requestedBy}`}, 0))`.execute(
    db,
  );
}

/** When codes were texted to `phone`, and asked for by `requestedBy`, since `since` (oldest first). */
export async function codeSendTimes(
  db: Db,
  phone: string,
  requestedBy: string,
  since: Date,
): Promise<{ toNumber: Date[]; byMember: Date[] }> {
  const rows = await db
    .selectFrom('phone_verification_codes')
    .select(['phone', 'requested_by', 'created_at'])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('phone', '=', phone), eb('requested_by', '=', requestedBy)]))
    .orderBy('created_at')
    .execute();
  return {
    toNumber: rows.filter((r) => r.phone === phone).map((r) => r.created_at),
    byMember: rows.filter((r) => r.requested_by === requestedBy).map((r) => r.created_at),
  };
}

export async function insertPhoneCode(
  db: Db,
  values: {
    contactId: string;
    phone: string;
    requestedBy: string;
    codeHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('phone_verification_codes')
    .values({
      contact_id: values.contactId,
      phone: values.phone,
      requested_by: values.requestedBy,
      code_hash: values.codeHash,
      expires_at: values.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The codes texted for this card and number, newest first, locked for the try. */
export async function codesForNumber(db: Db, contactId: string, phone: string) {
  return db
    .selectFrom('phone_verification_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at'])
    .where('contact_id', '=', contactId)
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .limit(20)
    .forUpdate()
    .execute();
}

/** One more wrong try on a code; `burnt`: it may not be tried again. */
export async function countWrongTry(
  db: Db,
  id: string,
  attempts: number,
  burnt: boolean,
): Promise<void> {
  await db
    .updateTable('phone_verification_codes')
    .set({ attempts, ...(burnt ? { used_at: new Date() } : {}) })
    .where('id', '=', id)
    .execute();
}

/** Every code still open for this card is used up once one is right. */
export async function useCodes(db: Db, contactId: string): Promise<void> {
  await db
    .updateTable('phone_verification_codes')
    .set({ used_at: new Date() })
    .where('contact_id', '=', contactId)
    .where('used_at', 'is', null)
    .execute();
}

/** The contact's number is confirmed (a new confirmation replaces an older one). */
export async function saveVerification(db: Db, contactId: string, phone: string): Promise<void> {
  await db
    .insertInto('phone_verifications')
    .values({ contact_id: contactId, phone })
    .onConflict((oc) => oc.column('contact_id').doUpdateSet({ phone, verified_at: sql`now()` }))
    .execute();
}
