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
