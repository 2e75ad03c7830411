import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';

/*
 * A number is someone's verified number when they confirmed it with the code texted to it and
 * it is still the phone on their card (migration 0080: a changed phone loses its row; the join
 * on contacts says so again). The one definition, read by the outbox worker, the staff message's
 * plan and the Y/N replies to reminders.
 */

/**
 * SQL: `phone` (a column or a value) is the verified number of the contact `contactId` names.
 * `contactId` and `phone` are SQL expressions of the caller's query.
 */
export function isVerifiedPhoneOfSql(
  contactId: Expression<string>,
  phone: Expression<string>,
): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from phone_verifications pv
      join contacts pvc on pvc.id = pv.contact_id and pvc.phone = pv.phone
     where pv.contact_id = ${contactId} and pv.phone = ${phone})`;
}

/** Whether `phone` (E.164) is the verified number of contact `contactId`. */
export async function isVerifiedPhoneOf(
  db: Db,
  contactId: string,
  phone: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('phone_verifications as pv')
    .innerJoin('contacts as c', (j) =>
      j.onRef('c.id', '=', 'pv.contact_id').onRef('c.phone', '=', 'pv.phone'),
    )
    .select('pv.contact_id')
    .where('pv.contact_id', '=', contactId)
    .where('pv.phone', '=', phone)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who among the contacts has verified each of these numbers: phone → their contact ids. */
export async function verifiedHoldersOf(
  db: Db,
  phones: readonly string[],
): Promise<Map<string, Set<string>>> {
  const unique = [...new Set(phones)];
  const holders = new Map<string, Set<string>>();
  if (unique.length === 0) return holders;
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('phone_verifications as pv')
      .innerJoin('contacts as c', (j) =>
        j.onRef('c.id', '=', 'pv.contact_id').onRef('c.phone', '=', 'pv.phone'),
      )
      .select(['pv.phone', 'pv.contact_id'])
      .where('pv.phone', 'in', unique.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      const set = holders.get(r.phone) ?? new Set<string>();
      set.add(r.contact_id);
      holders.set(r.phone, set);
    }
  }
  return holders;
}

/**
 * Whether a text may go to its number: the person it is for confirmed it as theirs, or, for a
 * number staff typed (no person), someone whose number it is confirmed holding it.
 */
export async function smsRecipientVerified(
  db: Db,
  delivery: { contact_id: string | null; recipient: string },
): Promise<boolean> {
  if (delivery.contact_id) return isVerifiedPhoneOf(db, delivery.contact_id, delivery.recipient);
  return (await verifiedHoldersOf(db, [delivery.recipient])).has(delivery.recipient);
}
