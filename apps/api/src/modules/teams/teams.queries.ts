import { sql } from 'kysely';
import type { TeamRole } from '@dugout/shared';
import { contactReachesTeam } from '../../platform/access/teams';
import type { Db } from '../../platform/db/database';

/** A team as stored. */
export interface TeamRow {
  id: number;
  name: string;
  short_name: string;
  sort_order: number;
  roster_url: string | null;
  active: boolean;
}

const COLUMNS = ['id', 'name', 'short_name', 'sort_order', 'roster_url', 'active'] as const;

/** Every team, in the club's order (sort order, then name). */
export function listTeams(db: Db): Promise<TeamRow[]> {
  return (
    db
      .selectFrom('teams')
      .select(COLUMNS)
      // A team that did not continue into the current season is the archive's (seasons).
      .where('active', '=', true)
      .orderBy('sort_order')
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute()
  );
}

/** Every team, inactive ones too (they label past seasons' events), in the club's order. */
export function listAllTeamRows(db: Db): Promise<TeamRow[]> {
  return db
    .selectFrom('teams')
    .select(COLUMNS)
    .orderBy('sort_order')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export function findTeam(db: Db, id: number): Promise<TeamRow | undefined> {
  return db.selectFrom('teams').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Active teams only: one that did not continue into the current season is the archive's. */
export async function countTeams(db: Db): Promise<number> {
  const row = await db
    .selectFrom('teams')
    .where('active', '=', true)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether another team (not `exceptId`) has this name, in any case. */
export async function teamNamed(db: Db, name: string, exceptId: number | null): Promise<boolean> {
  let q = db
    .selectFrom('teams')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export interface TeamValues {
  name: string;
  short_name: string;
  sort_order: number;
  roster_url: string | null;
  active: boolean;
}

export async function insertTeam(db: Db, values: TeamValues): Promise<number> {
  const row = await db.insertInto('teams').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTeam(db: Db, id: number, values: TeamValues): Promise<boolean> {
  const res = await db.updateTable('teams').set(values).where('id', '=', id).executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** The team's roster and managers by name. */
export function teamMembers(db: Db, teamId: number) {
  return db
    .selectFrom('team_members as tm')
    .innerJoin('contacts as c', 'c.id', 'tm.contact_id')
    .select(['tm.contact_id', 'tm.role', 'c.first_name', 'c.last_name'])
    .where('tm.team_id', '=', teamId)
    .orderBy('tm.role')
    .orderBy(sql`lower(c.last_name)`)
    .orderBy(sql`lower(c.first_name)`)
    .orderBy('c.id')
    .execute();
}

/** Which of these contact ids exist. */
export async function existingContacts(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('contacts').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Replaces the team's roster and managers with these. */
export async function replaceTeamMembers(
  db: Db,
  teamId: number,
  members: readonly { contactId: string; role: TeamRole }[],
): Promise<void> {
  await db.deleteFrom('team_members').where('team_id', '=', teamId).execute();
  if (members.length === 0) return;
  await db
    .insertInto('team_members')
    .values(members.map((m) => ({ team_id: teamId, contact_id: m.contactId, role: m.role })))
    .execute();
}

/** Locks the team's row for a change of its members (two admins' saves go one after another). */
export function lockTeam(db: Db, id: number): Promise<TeamRow | undefined> {
  return db.selectFrom('teams').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Every contact who reaches the team (platform/access/teams.ts's rule), by name. */
export function teamFamilies(db: Db, teamId: number) {
  return db
    .selectFrom('contacts as c')
    .leftJoin('affiliations as a', 'a.id', 'c.affiliation_id')
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.phone',
      'c.language',
      'a.id as affiliation_id',
      'a.name as affiliation_name',
    ])
    .where((eb) => contactReachesTeam(eb.ref('c.id'), teamId))
    .orderBy(sql`f_unaccent(lower(c.first_name))`)
    .orderBy(sql`f_unaccent(lower(c.last_name))`)
    .orderBy('c.id')
    .execute();
}
