import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { DeliveryRow } from '../db/schema';

/** Deliveries cut off mid-send whose lease ran out: failed with the reason, never resent. */
export async function failInterruptedSends(db: Db, reason: string): Promise<void> {
  await db
    .updateTable('deliveries')
    .set({ status: 'failed', locked_until: null, last_error: reason })
    .where('status', '=', 'sending')
    .where('locked_until', '<', new Date())
    .execute();
}

/** Claims up to `limit` due deliveries until `until` (their lease); skips rows another holds. */
export async function claimDueDeliveries(
  db: Db,
  limit: number,
  until: Date,
  lane: OutboxLane = 'all',
): Promise<DeliveryRow[]> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const due = await trx
      .selectFrom('deliveries')
      .select('id')
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .$if(lane === 'push', (q) => q.where('channel', '=', 'push'))
      .$if(lane === 'messages', (q) => q.where('channel', '<>', 'push'))
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('deliveries')
      .set({ locked_until: until })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .returningAll()
      .execute();
  });
}

/**
 * Which deliveries a worker claims: push in a lane of its own, so that email and texts never
 * wait behind a slow push service; 'all' for a worker that sends everything (tests, tools).
 */
export type OutboxLane = 'messages' | 'push' | 'all';

/** Moves the lease of the rows of `ids` still held at `held` to `next`. */
export async function renewClaims(db: Db, ids: string[], held: Date, next: Date): Promise<void> {
  await db
    .updateTable('deliveries')
    .set({ locked_until: next })
    .where('id', 'in', ids)
    .where('status', 'in', ['queued', 'sending'])
    .where('locked_until', '=', held)
    .execute();
}

/**
 * The hand-over of several deliveries in one write: 'sending' and one more attempt, only for
 * those still queued under this lease. Returns the rows handed over.
 */
export async function markSending(db: Db, ids: string[], held: Date): Promise<DeliveryRow[]> {
  return db
    .updateTable('deliveries')
    .set({ status: 'sending', attempts: sql`attempts + 1` })
    .where('id', 'in', ids)
    .where('status', '=', 'queued')
    .where('locked_until', '=', held)
    .returningAll()
    .execute();
}

/** Sent; a phone code's text is blanked then, so the code lives on only as its hash. */
export async function markSent(db: Db, ids: string[]): Promise<void> {
  await db
    .updateTable('deliveries')
    .set({
      status: 'sent',
      sent_at: new Date(),
      locked_until: null,
      last_error: null,
      text: sql<string>`case when phone_code then '' else text end`,
    })
    .where('id', 'in', ids)
    .execute();
}

/** Skipped with the reason; `held`: only while still queued under this lease. */
export async function markSkipped(db: Db, id: string, reason: string, held?: Date): Promise<void> {
  let q = db
    .updateTable('deliveries')
    .set({ status: 'skipped', locked_until: null, last_error: reason })
    .where('id', '=', id);
  if (held) q = q.where('status', '=', 'queued').where('locked_until', '=', held);
  await q.execute();
}

/**
 * After a failed try: failed for good, or queued again for `retryAt`. `held`: the delivery was
 * never handed over (it failed before its point of no return), so its attempt is counted here,
 * and only while it is still queued under this lease.
 */
export async function markTried(
  db: Db,
  id: string,
  outcome: { giveUp: boolean; reason: string; retryAt: Date },
  held?: Date,
): Promise<void> {
  let q = db
    .updateTable('deliveries')
    .set(
      outcome.giveUp
        ? { status: 'failed', locked_until: null, last_error: outcome.reason }
        : {
            status: 'queued',
            locked_until: null,
            last_error: outcome.reason,
            next_attempt_at: outcome.retryAt,
          },
    )
    .where('id', '=', id);
  if (held) {
    q = q
      .set({ attempts: sql`attempts + 1` })
      .where('status', '=', 'queued')
      .where('locked_until', '=', held);
  }
  await q.execute();
}

/** Lets go of a claimed delivery untried, due again at `at` (texts paused by a 429). */
export async function releaseUntil(db: Db, id: string, held: Date, at: Date): Promise<void> {
  await db
    .updateTable('deliveries')
    .set({ locked_until: null, next_attempt_at: at })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('locked_until', '=', held)
    .execute();
}

/**
 * Lets go of the claims of `ids` still queued under `held` (a worker stopping): due again at once
 * for any worker. Rows handed over ('sending') keep theirs.
 */
export async function releaseClaims(db: Db, ids: string[], held: Date): Promise<number> {
  const rows = await db
    .updateTable('deliveries')
    .set({ locked_until: null })
    .where('id', 'in', ids)
    .where('status', '=', 'queued')
    .where('locked_until', '=', held)
    .executeTakeFirst();
  return Number(rows.numUpdatedRows);
}
