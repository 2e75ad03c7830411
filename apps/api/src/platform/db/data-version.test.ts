import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from './database';
import { readDataVersion, trackDataVersion, type DataVersionTracker } from './data-version';
import { SHARED_TABLES } from './migrations/0050_data_version';

let database: DatabaseHandle;
let tracker: DataVersionTracker;
beforeAll(async () => {
  database = await createTestDatabase();
  tracker = await trackDataVersion(database);
});
afterAll(async () => {
  await tracker?.stop();
  await database?.close();
});

const version = () => readDataVersion(database.db);

describe('the shared data version', () => {
  it('rises with every write to a shared table, whoever writes', async () => {
    for (const table of SHARED_TABLES) {
      const before = BigInt(await version());
      // A statement trigger: even a statement that changes no row counts.
      await sql`delete from ${sql.table(table)} where false`.execute(database.db);
      expect(BigInt(await version()), table).toBeGreaterThan(before);
    }
  });

  it('does not move for a write that rolls back, nor for tables members do not share', async () => {
    const before = await version();
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`update contacts set first_name = first_name`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => {});
    await sql`delete from rsvps where false`.execute(database.db);
    expect(await version()).toBe(before);
  });

  it.runIf(!process.env.DATABASE_URL)(
    'is known in memory on the embedded database by the time the commit returns',
    async () => {
      expect(tracker.current()).toBe(await version());
      await database.db.transaction().execute(async (trx) => {
        await sql`update content set description = description`.execute(trx);
        await sql`update events set name = name`.execute(trx);
      });
      // No await between the commit and this read: the notification came with the commit.
      const known = tracker.current();
      expect(known).toBe(await version());
    },
  );

  it.runIf(!!process.env.DATABASE_URL)(
    'is known on a PostgreSQL server by listening, and by the time this process’s write returns',
    async () => {
      // By listening: what the tests before this one did (the order is random) is heard. The
      // first test's statements change no row, which the WriteWatch reads as no write (their
      // statement trigger still raises the version): only the notification tells of them.
      await vi.waitFor(async () => expect(tracker.current()).toBe(await version()), {
        timeout: 10_000,
      });
      await sql`update content set description = description`.execute(database.db);
      // No await between the write and this read: the pool's WriteWatch read it before returning.
      expect(tracker.current()).toBe(await version());
      await database.db.transaction().execute(async (trx) => {
        await sql`update events set name = name`.execute(trx);
        await sql`update content set description = description`.execute(trx);
      });
      const known = tracker.current();
      expect(known).toBe(await version());
    },
  );
});
