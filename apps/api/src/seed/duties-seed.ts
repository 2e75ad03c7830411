import type { Db } from '../platform/db/database';
import { nextClubGame } from './seed-games';
import { SECOND_TEAM } from './teams-seed';

const FAMILY_EMAIL = 'family@riverhawks.test';

/** The next home game's volunteers: snacks half taken (by Fiona Family), the rest open. */
const HOME_GAME_DUTIES = [
  {
    name_en: 'Snacks',
    name_es: 'Merienda',
    slots: 2,
    note: 'Orange slices and water for the dugout after the third inning.',
    taken: true,
  },
  { name_en: 'Scorekeeper', name_es: 'Anotador', slots: 1, note: '', taken: false },
  {
    name_en: 'Field prep',
    name_es: 'Preparar el campo',
    slots: 2,
    note: 'Rake the infield and chalk the lines an hour before first pitch.',
    taken: false,
  },
];

/** The 12U game's: what its manager asks of its families. */
const TEAM_GAME_DUTIES = [
  { name_en: 'Team parent', name_es: 'Padre o madre del equipo', slots: 1, note: '' },
  { name_en: 'Pitch counter', name_es: 'Contador de lanzamientos', slots: 1, note: '' },
];

/**
 * Game-day duties on the demo's next club-wide home game and on the 12U game, so `npm start`
 * shows the event page's duties and Fiona's "My duties". Idempotent: a demo folder seeded before
 * duties gets them at its next start, once (known by any duty at all).
 */
export async function seedDuties(db: Db, now: Date = new Date()): Promise<void> {
  if (await db.selectFrom('event_duties').select('id').limit(1).executeTakeFirst()) return;
  const homeGame = await nextClubGame(db, 'home', now);
  const family = await db
    .selectFrom('contacts')
    .select('id')
    .where('email', '=', FAMILY_EMAIL)
    .executeTakeFirst();
  if (homeGame) {
    for (const [i, d] of HOME_GAME_DUTIES.entries()) {
      const { id } = await db
        .insertInto('event_duties')
        .values({
          event_id: homeGame.id,
          name_en: d.name_en,
          name_es: d.name_es,
          slots: d.slots,
          note: d.note,
          sort_order: i + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (d.taken && family) {
        await db
          .insertInto('duty_signups')
          .values({ duty_id: id, contact_id: family.id, signed_up_by: family.id })
          .execute();
      }
    }
  }
  const teamGame = await db
    .selectFrom('events as e')
    .innerJoin('event_teams as et', 'et.event_id', 'e.id')
    .innerJoin('teams as t', 't.id', 'et.team_id')
    .select('e.id')
    .where('t.name', '=', SECOND_TEAM.name)
    .where('e.event_type', '=', 'game')
    .where('e.date', '>', now)
    .orderBy('e.date')
    .limit(1)
    .executeTakeFirst();
  if (teamGame) {
    await db
      .insertInto('event_duties')
      .values(TEAM_GAME_DUTIES.map((d, i) => ({ event_id: teamGame.id, ...d, sort_order: i + 1 })))
      .execute();
  }
}
