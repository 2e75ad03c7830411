import { teamsOfContact } from './access/teams';
import type { Db } from './db/database';

/** These teams as they are: name and whether active (absent from the map: not there). */
export async function teamStates(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { name: string; active: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('teams')
    .select(['id', 'name', 'active'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, active: r.active }]));
}

/**
 * The club's active teams by id, with their names. Teams show (a request's team, its CSV column)
 * only when there are two or more (`teamsShown`), as GET /api/teams lists them.
 */
export async function activeTeamNames(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
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
