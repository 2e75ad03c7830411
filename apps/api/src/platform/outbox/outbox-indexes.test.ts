import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../../testing/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/**
 * Every batch of the outbox worker first looks for sends whose lease ran out; without an index
 * that read every delivery ever written (migration 20261128T0219). With sequential scans off, the
 * plan shows whether an index can answer it at all, whatever the table's size.
 */
it('finds the interrupted sends through an index, not by reading every delivery', async () => {
  const query = database.db
    .updateTable('deliveries')
    .set({ status: 'failed' })
    .where('status', '=', 'sending')
    .where('locked_until', '<', new Date())
    .compile();
  const plan = await database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
  expect(plan).toMatch(/deliveries_sending_idx/);
});
