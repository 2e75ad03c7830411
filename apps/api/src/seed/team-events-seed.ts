import type { Db } from '../platform/db/database';
import { SECOND_TEAM } from './teams-seed';
import { HOME_VENUE } from './venues-seed';

const DAY_MS = 24 * 60 * 60_000;

/** The demo's events for one team: labelled in the schedule, filtered by its team filter. */
const TEAM_EVENTS = [
  {
    team: 'second',
    name: '12U Game',
    nameEs: 'Partido 12U',
    description: '12U home game against Cedar Hill. Arrive in uniform.',
    descriptionEs: 'Partido en casa del 12U contra Cedar Hill. Llega con el uniforme.',
    inDays: 16,
    type: 'game',
    opponent: 'Cedar Hill',
    location: 1,
  },
  {
    team: 'second',
    name: '12U Fielding Practice',
    nameEs: 'Entrenamiento de fildeo 12U',
    description: 'Ground balls and throws to first for the 12U. Bring a glove and water.',
    descriptionEs: 'Rodados y tiros a primera para el 12U. Trae guante y agua.',
    inDays: 18,
    type: 'practice',
    opponent: null,
    location: null,
  },
  {
    team: 'first',
    name: 'Batting Cage Night',
    nameEs: 'Noche de jaula de bateo',
    description: 'The first team’s hitters in the cages, an hour each group.',
    descriptionEs: 'Los bateadores del primer equipo en las jaulas, una hora por grupo.',
    inDays: 17,
    type: 'practice',
    opponent: null,
    location: null,
  },
] as const;

/**
 * A 12U game and practice and one event of the first team, some two weeks out (past the home
 * page's next three), so `npm start` shows team labels and the schedule's filter. Idempotent:
 * a demo folder seeded before them gets them at its next start.
 */
export async function seedTeamEvents(db: Db, now: Date = new Date()): Promise<void> {
  const teams = await db.selectFrom('teams').select(['id', 'name']).orderBy('id').execute();
  const second = teams.find((t) => t.name === SECOND_TEAM.name);
  const first = teams[0];
  if (!second || !first || first.id === second.id) return;
  // Seeded once, known by its first event's name (the manager's 12U practice, seedTeamPractice,
  // is another event of the second team: it says nothing of these).
  const seeded = await db
    .selectFrom('events')
    .innerJoin('event_teams', 'event_teams.event_id', 'events.id')
    .select('events.id')
    .where('event_teams.team_id', '=', second.id)
    .where('events.name', '=', TEAM_EVENTS[0].name)
    .executeTakeFirst();
  if (seeded) return;
  const venue = await db
    .selectFrom('venues')
    .select('id')
    .where('name', '=', HOME_VENUE)
    .executeTakeFirst();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const e of TEAM_EVENTS) {
    // 6 pm in the demo's zone (New York), 22:00 UTC.
    const date = new Date(today + e.inDays * DAY_MS + 22 * 60 * 60_000);
    const { id } = await db
      .insertInto('events')
      .values({
        name: e.name,
        description: e.description,
        date,
        ends_at: new Date(date.getTime() + 2 * 60 * 60_000),
        tags: [e.type],
        location_id: e.location,
        venue_id: venue?.id ?? null,
        arrival_minutes_before: 30,
        event_type: e.type,
        opponent: e.opponent,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('event_teams')
      .values({ event_id: id, team_id: e.team === 'second' ? second.id : first.id })
      .execute();
    await db
      .insertInto('event_translations')
      .values([
        { event_id: id, language: 'es', field_name: 'Name', contents: e.nameEs },
        { event_id: id, language: 'es', field_name: 'Description', contents: e.descriptionEs },
      ])
      .execute();
  }
}
