import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../../testing/test-database';
import { currentSeasonOnly } from './seasons';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/**
 * The season filter is in every list. `current_season_id()` is a function the planner cannot
 * inline: written as a plain comparison it was called once per row scanned (40 µs a row on
 * PGlite, 18 ms of a family's household answers in a 600-event season); as a subquery it is
 * read once per query.
 */
it('reads the current season once per query, not once per row', async () => {
  const query = database.db
    .selectFrom('events as e')
    .select('e.id')
    .where((eb) => currentSeasonOnly(eb.ref('e.season_id')))
    .where('e.date', '>=', new Date('2000-01-01T00:00:00Z'))
    .compile();
  const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
  );
  const plan = rows.map((r) => r['QUERY PLAN']);
  // Called per row, the function shows in a node's Filter; read once, in an InitPlan.
  expect(plan.filter((line) => /current_season_id\(\)/.test(line) && /Filter:/.test(line))).toEqual(
    [],
  );
  expect(plan.join('\n')).toMatch(/InitPlan/);
});
