import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The most hits a window counts: a flood stops adding there rather than overflowing the column. */
const MAX_HITS = 2_147_483_647;

/** One request counted against a limit: which route, whose key, which window length, when. */
export interface Hit {
  route: string;
  keyHash: string;
  windowMs: number;
  now: Date;
}

/**
 * Counts one request in one statement, so replicas answering at once each get their own number:
 * the row's first request (or the first after its window ended) starts a window of `windowMs`
 * at 1; any other adds 1 inside the window it finds. Every SET expression reads the row as it
 * was before this statement, so both CASEs test the same old expiry.
 */
export async function countHit(db: Db, hit: Hit): Promise<{ hits: number; expiresAt: Date }> {
  const windowEnd = new Date(hit.now.getTime() + hit.windowMs);
  const row = await db
    .insertInto('rate_limit_hits')
    .values({
      route: hit.route,
      key_hash: hit.keyHash,
      window_ms: hit.windowMs,
      hits: 1,
      expires_at: windowEnd,
    })
    .onConflict((oc) =>
      oc.columns(['route', 'key_hash', 'window_ms']).doUpdateSet({
        hits: sql<number>`case when rate_limit_hits.expires_at <= ${hit.now} then 1
          else least(rate_limit_hits.hits, ${MAX_HITS - 1}) + 1 end`,
        expires_at: sql<Date>`case when rate_limit_hits.expires_at <= ${hit.now}
          then excluded.expires_at else rate_limit_hits.expires_at end`,
      }),
    )
    .returning(['hits', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), expiresAt: new Date(row.expires_at) };
}

/** Forgets windows that ended before `now`: they count nothing any more. */
export async function purgeEndedWindows(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('expires_at', '<=', now).execute();
}
