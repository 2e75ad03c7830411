import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database';
import { TRUST_MS } from '../../platform/db/data-version-listener';
import {
  LISTENER_APPLICATION_NAME,
  NotificationListener,
} from '../../platform/db/notification-listener';
import type { WriteWatch } from '../../platform/db/write-watch';
import { createTestDatabase } from '../../testing/test-database';
import { AnswersVersionsListener } from './answers-versions-listener';
import { readAnswersVersions } from './rsvp.queries';

/**
 * A PostgreSQL replica keeps household answers' versions between requests: never more than
 * TRUST_MS behind another replica's answer, and never behind its own.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  if (process.env.DATABASE_URL) database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const CHANNEL = 'dugout_rsvp_version';
const newScope = () => `htest-${crypto.randomUUID()}`;

/** A listener on a connection of its own, counting its reads from the database. */
function replica(writes?: WriteWatch) {
  const reads: string[] = [];
  const listener = new AnswersVersionsListener({
    listener: new NotificationListener({ connectionString: database.connectionString! }),
    channel: CHANNEL,
    writes,
    read: async (scope) => {
      reads.push(scope);
      return (await readAnswersVersions(database.db, [scope])).get(scope)!;
    },
  });
  return { listener, reads };
}

/** What the trigger does for an answer of the scope (migration 20261128T0218), committed. */
const answer = (scope: string) => sql`select bump_rsvp_scope(${scope})`.execute(database.db);
/** The same write, as this replica's pool sees a write (WriteWatch: not a plain select). */
const answerHere = (scope: string) =>
  sql`with raised as (select bump_rsvp_scope(${scope})) select 1 from raised`.execute(database.db);

async function until(done: () => Promise<boolean>): Promise<number> {
  const began = performance.now();
  while (!(await done())) {
    const elapsed = performance.now() - began;
    if (elapsed >= 1_000) throw new Error(`not after ${Math.round(elapsed)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - began;
}

describe.runIf(!!process.env.DATABASE_URL)('household answers versions on a replica', () => {
  it('keeps a version until its notification: another replica`s answer is seen within the bound', async () => {
    const { listener, reads } = replica();
    await listener.start();
    try {
      const scope = newScope();
      expect(await listener.of(scope)).toBe('0');
      expect(await listener.of(scope)).toBe('0');
      expect(await listener.of(scope)).toBe('0');
      expect(reads).toEqual([scope]); // read once, then kept

      await answer(scope);
      const elapsed = await until(async () => (await listener.of(scope)) === '1');
      console.log(`[answers versions] another replica's answer seen in ${elapsed.toFixed(1)} ms`);
      expect(elapsed).toBeLessThan(TRUST_MS);
      expect(reads).toEqual([scope, scope]);
    } finally {
      await listener.stop();
    }
  });

  it('answers with its own write on the very next read', async () => {
    const { listener } = replica(database.writes);
    await listener.start();
    try {
      const scope = newScope();
      expect(await listener.of(scope)).toBe('0');
      expect(await listener.of(scope)).toBe('0');
      for (const expected of ['1', '2', '3']) {
        await answerHere(scope);
        expect(await listener.of(scope)).toBe(expected);
      }
    } finally {
      await listener.stop();
    }
  });

  it('keeps nothing once its connection is gone, and keeps again when it is back', async () => {
    const { listener, reads } = replica();
    await listener.start();
    try {
      const scope = newScope();
      expect(await listener.of(scope)).toBe('0');
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(
        database.db,
      );
      // Answered while nobody listens: no notification will ever say so.
      await answer(scope);
      await until(async () => (await listener.of(scope)) === '1');
      const readsBefore = reads.length;
      // Back: kept again once a read on the new connection proves delivery.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await listener.of(scope);
      await listener.of(scope);
      expect(reads.length).toBeLessThanOrEqual(readsBefore + 1);
      await answer(scope);
      await until(async () => (await listener.of(scope)) === '2');
    } finally {
      await listener.stop();
    }
  });
});
