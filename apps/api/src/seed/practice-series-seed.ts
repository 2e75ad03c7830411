import { randomUUID } from 'node:crypto';
import { addDays, seriesOccurrences, wallTimeOf, instantOfWallTime } from '@dugout/shared';
import type { Db } from '../platform/db/database';
import { HOME_VENUE } from './venues-seed';

/** The demo team's zone (config's default TEAM_TIME_ZONE). */
const ZONE = 'America/New_York';
const WEEKS = 8;
const PRACTICE_MINUTES = 90;

/**
 * Weekly practices as a series: Wednesdays at 6 pm in the team's zone, from the first Wednesday
 * of the seed's month for eight weeks, the third skipped (a holiday), each 90 minutes.
 */
export async function seedPracticeSeries(trx: Db, now: Date = new Date()): Promise<void> {
  // The home park, as the events seed made it.
  const venue = await trx
    .selectFrom('venues')
    .select('id')
    .where('name', '=', HOME_VENUE)
    .executeTakeFirst();
  const monthStart = `${wallTimeOf(now, ZONE).slice(0, 7)}-01`;
  const firstWeekday = new Date(`${monthStart}T00:00:00Z`).getUTCDay();
  const firstWednesday = addDays(monthStart, (3 - firstWeekday + 7) % 7);
  const start = instantOfWallTime(`${firstWednesday}T18:00`, ZONE)!;
  const result = seriesOccurrences(
    start,
    {
      until: addDays(firstWednesday, (WEEKS - 1) * 7),
      weekdays: [3],
      exceptions: [addDays(firstWednesday, 14)],
    },
    ZONE,
  );
  if (!('starts' in result)) return;
  const seriesId = randomUUID();
  for (const date of result.starts) {
    const row = await trx
      .insertInto('events')
      .values({
        name: 'Practice',
        description: 'Team practice: hitting, fielding and base running. Bring water.',
        date,
        ends_at: new Date(date.getTime() + PRACTICE_MINUTES * 60_000),
        tags: ['practice'],
        location_id: null,
        venue_id: venue?.id ?? null,
        arrival_minutes_before: 15,
        event_type: 'practice',
        series_id: seriesId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('event_translations')
      .values([
        { event_id: row.id, language: 'es', field_name: 'Name', contents: 'Entrenamiento' },
        {
          event_id: row.id,
          language: 'es',
          field_name: 'Description',
          contents: 'Entrenamiento del equipo: bateo, fildeo y corrido de bases. Trae agua.',
        },
      ])
      .execute();
  }
}
