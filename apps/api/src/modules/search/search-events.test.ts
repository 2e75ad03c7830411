import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '@dugout/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const search = async (text: string) => {
  const res = await t.injectAs('family', {
    method: 'GET',
    url: `/api/home/search?searchText=${encodeURIComponent(text)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResults>();
};

describe('event search', () => {
  it('finds events by their venue’s name in either language, ordered upcoming first then past', async () => {
    const db = t.database.db;
    const venue = await db
      .insertInto('venues')
      .values({ name: 'Zephyrquux Grounds', name_es: 'Campo Céfiroquux', address: '1 Test Rd' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = Date.now();
    // Inserted out of order: the answer's order comes from the dates.
    const dates = {
      farPast: new Date(now - 60 * DAY),
      nextWeek: new Date(now + 7 * DAY),
      yesterday: new Date(now - DAY),
      tomorrow: new Date(now + DAY),
      nextMonth: new Date(now + 30 * DAY),
    };
    const ids: Record<string, string> = {};
    for (const [key, date] of Object.entries(dates)) {
      const row = await db
        .insertInto('events')
        .values({ name: `Game ${key}`, date, venue_id: venue.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[key] = row.id;
    }
    const undated = await db
      .insertInto('events')
      .values({ name: 'Zephyrquux cleanup day', date: null })
      .returning('id')
      .executeTakeFirstOrThrow();

    const found = await search('zephyrquux');
    expect(found.events.map((e) => e.id)).toEqual([
      ids.tomorrow,
      ids.nextWeek,
      ids.nextMonth,
      ids.yesterday,
      ids.farPast,
      undated.id,
    ]);
    // The Spanish name, accents ignored, finds them too; another venue's name does not.
    expect((await search('cefiroquux')).events.map((e) => e.id)).toContain(ids.tomorrow);
    expect((await search('Riverside Parkquux')).events).toEqual([]);
  });
});
