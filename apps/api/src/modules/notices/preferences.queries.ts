import { sql } from 'kysely';
import type { MessageChannel, MessageKind } from '@dugout/shared';
import type { Db } from '../../platform/db/database';

/** The stored (explicit) choices of these contacts. */
export async function storedPreferences(db: Db, contactIds: readonly string[]) {
  if (!contactIds.length) return [];
  return db
    .selectFrom('message_preferences')
    .select(['contact_id', 'kind', 'channel', 'enabled'])
    .where('contact_id', 'in', contactIds)
    .execute();
}

/** What the defaults look at: whether each contact has a phone number. */
export async function preferenceContacts(db: Db, contactIds: readonly string[]) {
  if (!contactIds.length) return [];
  return db
    .selectFrom('contacts')
    .select(['id', sql<boolean>`coalesce(btrim(phone), '') <> ''`.as('has_phone')])
    .where('id', 'in', contactIds)
    .execute();
}

/** Contacts by email (case-insensitively) or by phone, for a message addressed by address. */
export async function contactsByAddress(
  db: Db,
  emails: readonly string[],
  phones: readonly string[],
) {
  if (!emails.length && !phones.length) return [];
  return db
    .selectFrom('contacts')
    .select(['id', 'email', 'phone'])
    .where((eb) =>
      eb.or([
        ...(emails.length ? [eb(sql<string>`lower(email)`, 'in', emails)] : []),
        ...(phones.length ? [eb('phone', 'in', phones)] : []),
      ]),
    )
    .execute();
}

export async function savePreferences(
  db: Db,
  contactId: string,
  changes: readonly { kind: MessageKind; channel: MessageChannel; enabled: boolean }[],
): Promise<void> {
  if (!changes.length) return;
  await db
    .insertInto('message_preferences')
    .values(changes.map((c) => ({ contact_id: contactId, ...c })))
    .onConflict((oc) =>
      oc.columns(['contact_id', 'kind', 'channel']).doUpdateSet((eb) => ({
        enabled: eb.ref('excluded.enabled'),
        updated_at: sql`now()`,
      })),
    )
    .execute();
}
