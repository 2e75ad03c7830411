import { sql } from 'kysely';
import { addDays, instantOfWallTime, wallTimeOf } from '@dugout/shared';
import type { Db } from '../platform/db/database';
import { HOME_VENUE } from './venues-seed';

/** The demo club's second team: Mia Pemberton and a few other siblings play on it. */
export const SECOND_TEAM = { name: '12U Riverhawks', shortName: '12U' };
const MANAGER_EMAIL = 'staff@riverhawks.test';

/** The id of the demo's 12U team, once `seedTeams` made it. */
export async function secondTeamId(db: Db): Promise<number | undefined> {
  const team = await db
    .selectFrom('teams')
    .select('id')
    .where('name', '=', SECOND_TEAM.name)
    .executeTakeFirst();
  return team?.id;
}
/** The demo team's zone (config's default TEAM_TIME_ZONE). */
const ZONE = 'America/New_York';
/** How many siblings of other families join Mia on the 12U roster. */
const OTHER_SIBLINGS = 4;

/**
 * The demo club's teams. The first team (made by the teams migration, before the demo's people
 * existed) gets its roster: every household's player. A second team, 12U, gets Mia Pemberton
 * (Fiona's youngest: the Pembertons have children on two teams) and a few siblings of other
 * families, managed by Sam Staff (whose 12U practice `seedTeamPractice` adds; the other events
 * of teams: team-events-seed.ts).
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

/** The 12U team's own practice, so the demo shows a team event (its manager made it). */
export const TEAM_PRACTICE = { name: '12U Practice', nameEs: 'Entrenamiento 12U' };
const PRACTICE_IN_DAYS = 17;
const PRACTICE_MINUTES = 90;

/**
 * One practice for 12U, a little over two weeks after the seed date at 10 am in the team's zone,
 * seen by who reaches 12U (and the admins). Idempotent by its name.
 */
export async function seedTeamPractice(db: Db, now: Date = new Date()): Promise<void> {
  const team = await db
    .selectFrom('teams')
    .select('id')
    .where(sql<string>`lower(name)`, '=', SECOND_TEAM.name.toLowerCase())
    .executeTakeFirst();
  if (!team) return;
  const made = await db
    .selectFrom('events')
    .innerJoin('event_teams', 'event_teams.event_id', 'events.id')
    .select('events.id')
    .where('events.name', '=', TEAM_PRACTICE.name)
    .where('event_teams.team_id', '=', team.id)
    .executeTakeFirst();
  if (made) return;
  const day = addDays(wallTimeOf(now, ZONE).slice(0, 10), PRACTICE_IN_DAYS);
  const date = instantOfWallTime(`${day}T10:00`, ZONE)!;
  const manager = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', MANAGER_EMAIL)
    .executeTakeFirst();
  const venue = await db
    .selectFrom('venues')
    .select('id')
    .where('name', '=', HOME_VENUE)
    .executeTakeFirst();
  const row = await db
    .insertInto('events')
    .values({
      name: TEAM_PRACTICE.name,
      description: '12U practice: throwing and catching drills. Bring a glove and water.',
      date,
      ends_at: new Date(date.getTime() + PRACTICE_MINUTES * 60_000),
      tags: ['practice'],
      location_id: null,
      venue_id: venue?.id ?? null,
      arrival_minutes_before: 15,
      event_type: 'practice',
      created_by: manager?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('event_teams').values({ event_id: row.id, team_id: team.id }).execute();
  await db
    .insertInto('event_translations')
    .values([
      { event_id: row.id, language: 'es', field_name: 'Name', contents: TEAM_PRACTICE.nameEs },
      {
        event_id: row.id,
        language: 'es',
        field_name: 'Description',
        contents: 'Entrenamiento de 12U: ejercicios de lanzar y atrapar. Trae un guante y agua.',
      },
    ])
    .execute();
}
