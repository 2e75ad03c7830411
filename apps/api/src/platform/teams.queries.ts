import { teamsOfContact } from './access/teams';
import type { Db } from './db/database';

/** Which of these team ids exist (events, content, pinned posts and requests name teams). */
export async function existingTeamIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('teams')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.id);
}

/** The teams each of these contacts reaches (the one rule of platform/access/teams.ts). */
export async function teamsOfContacts(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, number[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('contacts')
    .select('id')
    .select((eb) => teamsOfContact(eb.ref('contacts.id')).as('teams'))
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.teams]));
}
