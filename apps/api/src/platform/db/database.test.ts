import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from './database';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('the database platform', () => {
  it('never interleaves concurrent read-modify-write transactions', async () => {
    const { db } = handle;
    await db.insertInto('app_state').values({ key: 'counter', value: '0' }).execute();
    const increments = Array.from({ length: 40 }, (_, i) =>
      db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .selectFrom('app_state')
            .select('value')
            .where('key', '=', 'counter')
            .forUpdate()
            .executeTakeFirstOrThrow();
          // Yield so that other transactions get every chance to run in between.
          await new Promise((r) => setTimeout(r, 1));
          await trx
            .updateTable('app_state')
            .set({ value: String(Number(row.value) + 1) })
            .where('key', '=', 'counter')
            .execute();
          await trx
            .insertInto('app_state')
            .values({ key: `side-${i}`, value: 'x' })
            .execute();
          if (i % 5 === 0) throw new Error('roll back this one');
        })
        .then(
          () => 'ok',
          () => 'rolled back',
        ),
    );
    const outcomes = await Promise.all(increments);
    const committed = outcomes.filter((o) => o === 'ok').length;
    expect(committed).toBe(32);
    const counter = await db
      .selectFrom('app_state')
      .select('value')
      .where('key', '=', 'counter')
      .executeTakeFirstOrThrow();
    expect(Number(counter.value)).toBe(committed);
    const sides = await db
      .selectFrom('app_state')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('key', 'like', 'side-%')
      .executeTakeFirstOrThrow();
    expect(sides.n).toBe(committed);
  });

  it('has the search extensions on this engine', async () => {
    const r = await sql<{ v: string }>`select f_unaccent('Pérez Núñez') as v`.execute(handle.db);
    expect(r.rows[0]!.v).toBe('Perez Nunez');
    const s = await sql<{ s: number }>`select similarity('riverhawks', 'riverhawk') as s`.execute(
      handle.db,
    );
    expect(s.rows[0]!.s).toBeGreaterThan(0.5);
  });
});

describe('the data folder lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-lock-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a second server on the same folder with a clear message', async () => {
    // Another live process holds the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'dugout.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Dugout server/);
    } finally {
      other.kill();
      await new Promise((r) => other.once('exit', r));
    }
  });

  it('takes over the lock of a process that died', () => {
    fs.writeFileSync(path.join(dir, 'dugout.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'dugout.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'dugout.lock'))).toBe(false);
  });
});
