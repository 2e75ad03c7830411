import { teamsOfContact } from '../../platform/access/teams';
import type { Db } from '../../platform/db/database';

/** Sets the member's feed token (or keeps the one they have) and returns the current one. */
export async function setFeedToken(
  db: Db,
  contactId: string,
  token: string,
  onlyIfMissing: boolean,
): Promise<string> {
  let q = db.updateTable('contacts').set({ calendar_token: token }).where('id', '=', contactId);
  if (onlyIfMissing) q = q.where('calendar_token', 'is', null);
  await q.execute();
  const row = await db
    .selectFrom('contacts')
    .select('calendar_token')
    .where('id', '=', contactId)
    .executeTakeFirstOrThrow();
  return row.calendar_token!;
}

/** The member's feed token, or null while they have none (read only). */
export async function findFeedToken(db: Db, contactId: string): Promise<string | null> {
  const row = await db
    .selectFrom('contacts')
    .select('calendar_token')
    .where('id', '=', contactId)
    .executeTakeFirst();
  return row?.calendar_token ?? null;
}

/**
 * The member a feed token belongs to, if they may still sign in: a member whose sign-in was
 * turned off (or who was deleted) has no feed, as for any other way in.
 */
export async function findFeedOwner(db: Db, token: string) {
  return db
    .selectFrom('contacts')
    .select(['id', 'permissions', 'affiliation_id', 'language'])
    .select((eb) => teamsOfContact(eb.ref('contacts.id')).as('teams'))
    .where('calendar_token', '=', token)
    .where('is_site_user', '=', true)
    .executeTakeFirst();
}

/** An active team's name (a team's feed names its calendar); undefined for none. */
export async function activeTeamName(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('teams')
    .select('name')
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
  return row?.name;
}
