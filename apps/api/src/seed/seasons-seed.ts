import { sql } from 'kysely';
import type { Db } from '../platform/db/database';

/** Last season's games (archived), in English and Spanish, with who came. */
const PAST_GAMES = [
  {
    month: 3,
    day: 14,
    opponent: 'Cedar City Comets',
    es: 'Cedar City Comets',
    name: 'Season opener',
  },
  { month: 4, day: 11, opponent: 'Lakeview Loons', es: 'Lakeview Loons', name: 'Home game' },
  { month: 5, day: 9, opponent: 'Mesa Ridge Miners', es: 'Mesa Ridge Miners', name: 'Away game' },
  {
    month: 6,
    day: 20,
    opponent: 'Harbor Town Herons',
    es: 'Harbor Town Herons',
    name: 'Playoff game',
  },
] as const;
const NAMES_ES: Record<string, string> = {
  'Season opener': 'Partido inaugural',
  'Home game': 'Partido en casa',
  'Away game': 'Partido de visitante',
  'Playoff game': 'Partido de eliminatoria',
};

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The demo's seasons: the current one spans the seeded events (named after their years), and
 * last year's, archived, holds a few games with their RSVPs, so `npm start` shows "Past seasons".
 * Idempotent: a demo folder seeded before seasons gets them at its next start.
 */
export async function seedSeasons(db: Db): Promise<void> {
  const seasons = await db.selectFrom('seasons').select('id').execute();
  if (seasons.length !== 1) return;
  const span = await db
    .selectFrom('events')
    .select([sql<Date | null>`min(date)`.as('lo'), sql<Date | null>`max(date)`.as('hi')])
    .executeTakeFirstOrThrow();
  const lo = span.lo ?? new Date();
  const hi = span.hi ?? new Date();
  const [a, b] = [lo.getUTCFullYear(), hi.getUTCFullYear()];
  await db
    .updateTable('seasons')
    .set({ name: a === b ? String(a) : `${a}–${b}`, starts_on: day(lo), ends_on: day(hi) })
    .where('archived_at', 'is', null)
    .execute();

  const year = a - 1;
  const { id: past } = await db
    .insertInto('seasons')
    .values({
      name: String(year),
      starts_on: `${year}-03-01`,
      ends_on: `${year}-07-31`,
      archived_at: new Date(`${year}-08-01T12:00:00Z`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const people = await db
    .selectFrom('contacts')
    .select(['id', 'email', 'phone', 'language'])
    .where('email', 'like', '%@riverhawks.test')
    .orderBy('email')
    .execute();
  for (const [i, g] of PAST_GAMES.entries()) {
    const { id } = await db
      .insertInto('events')
      .values({
        name: g.name,
        description: `${g.name} against the ${g.opponent}.`,
        date: new Date(Date.UTC(year, g.month - 1, g.day, 17, 0)),
        tags: ['game'],
        location_id: i % 2 === 0 ? 1 : 3,
        event_type: 'game',
        opponent: g.opponent,
        season_id: past,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('event_translations')
      .values({ event_id: id, language: 'es', field_name: 'Name', contents: NAMES_ES[g.name]! })
      .execute();
    const answers = people.filter((_, n) => (n + i) % 3 !== 0);
    if (answers.length) {
      await db
        .insertInto('rsvps')
        .values(
          answers.map((p, n) => ({
            event_id: id,
            contact_id: p.id,
            status: (n + i) % 4 === 0 ? ('no' as const) : ('yes' as const),
            phone: p.phone,
            email: p.email,
            language: p.language,
          })),
        )
        .execute();
    }
  }
}
