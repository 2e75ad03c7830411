import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * How many deliveries are queued and how old the oldest is: both read through the partial index
 * of queued rows (deliveries_due_idx), so the cost follows the queue, not the whole ledger.
 */
export async function pendingOutbox(db: Db): Promise<{ count: number; oldestAgeSeconds: number }> {
  const row = await db
    .selectFrom('deliveries')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number | null>`extract(epoch from (now() - min(created_at)))::float8`.as('age'),
    ])
    .where('status', '=', 'queued')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldestAgeSeconds: Math.max(0, Number(row.age ?? 0)) };
}
