import { sql } from 'kysely';
import type { Db } from '../platform/db/database';

/** The demo club's second team: Mia Pemberton and a few other siblings play on it. */
export const SECOND_TEAM = { name: '12U Riverhawks', shortName: '12U' };
const MANAGER_EMAIL = 'staff@riverhawks.test';
/** How many siblings of other families join Mia on the 12U roster. */
const OTHER_SIBLINGS = 4;

/**
 * The demo club's teams. The first team (made by the teams migration, before the demo's people
 * existed) gets its roster: every household's player. A second team, 12U, gets Mia Pemberton
 * (Fiona's youngest: the Pembertons have children on two teams) and a few siblings of other
 * families, managed by Sam Staff. No event is for a team yet, so every page reads as before.
 * Idempotent: a demo folder seeded before teams gets them at its next start.
 */
export async function seedTeams(db: Db): Promise<void> {
  const existing = await db
    .selectFrom('teams')
    .select('id')
    .where(sql<string>`lower(name)`, '=', SECOND_TEAM.name.toLowerCase())
    .executeTakeFirst();
  if (existing) return;
  const first = await db.selectFrom('teams').select('id').orderBy('id').executeTakeFirst();
  if (!first) return;
  await sql`insert into team_members (team_id, contact_id, role)
    select ${first.id}, hm.contact_id, 'player' from household_members hm where hm.role = 'player'
    on conflict do nothing`.execute(db);

  const { id: team } = await db
    .insertInto('teams')
    .values({ name: SECOND_TEAM.name, short_name: SECOND_TEAM.shortName, sort_order: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mia = await db
    .selectFrom('contacts as c')
    .innerJoin('household_members as hm', 'hm.contact_id', 'c.id')
    .select('c.id')
    .where('c.first_name', '=', 'Mia')
    .where('c.last_name', '=', 'Pemberton')
    .executeTakeFirst();
  const siblings = await db
    .selectFrom('household_members as hm')
    .innerJoin('contacts as c', 'c.id', 'hm.contact_id')
    .select('c.id')
    .where('hm.role', '=', 'sibling')
    .where('c.last_name', '<>', 'Pemberton')
    .orderBy('c.last_name')
    .orderBy('c.first_name')
    .orderBy('c.id')
    .limit(OTHER_SIBLINGS)
    .execute();
  const manager = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', MANAGER_EMAIL)
    .executeTakeFirst();
  const rows = [
    ...(mia ? [{ team_id: team, contact_id: mia.id, role: 'player' as const }] : []),
    ...siblings.map((s) => ({ team_id: team, contact_id: s.id, role: 'player' as const })),
    ...(manager ? [{ team_id: team, contact_id: manager.id, role: 'manager' as const }] : []),
  ];
  if (rows.length) await db.insertInto('team_members').values(rows).execute();
}
