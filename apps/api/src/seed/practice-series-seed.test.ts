import { wallTimeOf } from '@dugout/shared';
import { expect, it } from 'vitest';
import { testAppForFile } from '../testing/test-app';

const t = testAppForFile();

it('seeds weekly practices as one series with a skipped week, and games with types and opponents', async () => {
  const practices = await t.database.db
    .selectFrom('events')
    .select(['date', 'series_id', 'event_type'])
    .where('name', '=', 'Practice')
    .orderBy('date')
    .execute();
  // Eight Wednesdays less the skipped third one, all in one series, at 6 pm team time.
  expect(practices).toHaveLength(7);
  expect(new Set(practices.map((p) => p.series_id)).size).toBe(1);
  expect(practices[0]!.series_id).not.toBeNull();
  expect(practices.map((p) => wallTimeOf(p.date!, 'America/New_York').slice(10))).toEqual(
    Array(7).fill('T18:00'),
  );
  const gapDays = (practices[2]!.date!.getTime() - practices[1]!.date!.getTime()) / 86_400_000;
  expect(Math.round(gapDays)).toBe(14);

  const games = await t.database.db
    .selectFrom('events')
    .select(['name', 'opponent', 'location_id'])
    .where('event_type', '=', 'game')
    .where('opponent', 'is not', null)
    .execute();
  expect(games.length).toBeGreaterThan(10);
  expect(games[0]!.name).toMatch(/^Game \d$/);
  expect(games.map((g) => g.location_id)).toContain(3);
});
