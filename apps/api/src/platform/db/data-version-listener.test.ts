import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from './database';
import { readDataVersion } from './data-version';
import { DataVersionListener, TRUST_MS } from './data-version-listener';
import { LISTENER_APPLICATION_NAME, NotificationListener } from './notification-listener';

/**
 * The version a PostgreSQL replica keeps in memory must never be more than TRUST_MS behind the
 * database, also when no notification arrives (a pooler that drops them, a dead connection).
 */
let database: DatabaseHandle;
beforeAll(async () => {
  if (process.env.DATABASE_URL) database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** On a listening connection of its own (it closes when the listener stops). */
const listenerOn = (channel: string) =>
  new DataVersionListener({
    listener: new NotificationListener({ connectionString: database.connectionString! }),
    channel,
  });

/** Milliseconds until `done()`; fails after a second (the bound on a replica's staleness). */
async function until(done: () => boolean): Promise<number> {
  const began = performance.now();
  while (!done()) {
    const elapsed = performance.now() - began;
    if (elapsed >= 1_000) throw new Error(`not after ${Math.round(elapsed)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - began;
}

describe.runIf(!!process.env.DATABASE_URL)('the data version listener', () => {
  it('catches up by reading when no notification comes, within the bound', async () => {
    // A channel nobody notifies: only the reads on the connection can move the version.
    const listener = listenerOn('dugout_test_nobody_notifies');
    await listener.start();
    try {
      expect(listener.current()).toBe(await readDataVersion(database.db));
      await sql`update events set name = name where false`.execute(database.db);
      const now = await readDataVersion(database.db);
      const elapsed = await until(() => listener.current() === now);
      console.log(
        `[data version] a write seen without its notification in ${elapsed.toFixed(1)} ms`,
      );
      expect(elapsed).toBeLessThan(TRUST_MS + 300);
    } finally {
      await listener.stop();
    }
  });

  it('vouches for nothing once its connection is gone, and listens again', async () => {
    const listener = listenerOn('dugout_data_version');
    await listener.start();
    try {
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(
        database.db,
      );
      // Null (read per request) until it is back; a version once it is.
      await until(() => listener.current() === null);
      await sql`update content set description = description where false`.execute(database.db);
      const now = await readDataVersion(database.db);
      for (let i = 0; listener.current() !== now; i++) {
        expect(i, 'it did not come back').toBeLessThan(400);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await listener.stop();
    }
  });
});
