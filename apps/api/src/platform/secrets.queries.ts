import { sql } from 'kysely';
import type { Db } from './db/database';

export async function findServerSecret(db: Db, name: string): Promise<string | null> {
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value ?? null;
}

/** Stores the secret unless one of that name exists already (another replica was first). */
export async function insertServerSecretIfAbsent(
  db: Db,
  name: string,
  value: string,
): Promise<void> {
  await db
    .insertInto('server_secrets')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** Stores or replaces the secret (a key rotation; run inside the rotation's transaction). */
export async function upsertServerSecret(db: Db, name: string, value: string): Promise<void> {
  await db
    .insertInto('server_secrets')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
    .execute();
}

/** Reads the secret and locks its row until the transaction ends (two rotations at once). */
export async function findServerSecretForUpdate(db: Db, name: string): Promise<string | null> {
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .forUpdate()
    .executeTakeFirst();
  return row?.value ?? null;
}

/** The channel a rotation notifies on: every replica reads its IdP keys again (LiveIdp). */
export const IDP_KEYS_CHANNEL = 'dugout_idp_keys';

/** Tells every replica the IdP keys changed; inside a transaction, sent when it commits. */
export async function notifyIdpKeysChanged(db: Db, kid: string): Promise<void> {
  await sql`select pg_notify(${IDP_KEYS_CHANNEL}, ${kid})`.execute(db);
}
