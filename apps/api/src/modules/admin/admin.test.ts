import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { testAppForFile, type TestApp } from '../../testing/test-app';
import { CacheRegistry } from '../../platform/cache/cache-registry';
import { CacheBus } from '../../platform/cache/cache-bus';
import { LISTENER_APPLICATION_NAME } from '../../platform/db/notification-listener';

const t = testAppForFile();

const reset = (who: Parameters<TestApp['injectAs']>[0]) =>
  t.injectAs(who, { method: 'POST', url: '/api/admin/ResetCache' });

it('is for IT admins only', async () => {
  expect((await reset(null)).statusCode).toBe(401);
  for (const who of ['admin', 'family', 'staff', 'newcomer'] as const) {
    expect((await reset(who)).statusCode).toBe(403);
  }
});

const cacheResets = async () =>
  (
    await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'cache.reset')
      .execute()
  ).length;

it('clears every cache of this process and, on PostgreSQL, of every other replica', async () => {
  let local = 0;
  t.caches.register('test-local', () => local++);
  // Another replica's caches and bus (following the channel on this test's listening connection).
  const otherCaches = new CacheRegistry();
  let other = 0;
  otherCaches.register('test-other', () => other++);
  const otherBus = new CacheBus(t.database, otherCaches, t.app.log);
  await otherBus.start();
  try {
    const resetsBefore = await cacheResets();
    const res = await reset('it');
    expect(res.statusCode).toBe(200);
    expect(res.json().cleared).toContain('test-local');
    expect(local).toBeGreaterThanOrEqual(1);
    const onServer = t.database.kind === 'postgres';
    expect(res.json().allReplicas).toBe(onServer);
    if (onServer) {
      const end = Date.now() + 5000;
      while (other === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(other).toBe(1);
      expect(otherBus.heard).toBe(1);
    } else {
      expect(otherBus.listening).toBe(false); // PGlite: one process, local only
    }
    // One audit row for this reset (other tests here reset the cache too).
    expect(await cacheResets()).toBe(resetsBefore + 1);
  } finally {
    await otherBus.stop();
  }
});

it.runIf(process.env.DATABASE_URL)('reconnects when its LISTEN connection drops', async () => {
  const caches = new CacheRegistry();
  let cleared = 0;
  caches.register('x', () => cleared++);
  const bus = new CacheBus(t.database, caches, t.app.log);
  await bus.start();
  try {
    expect(bus.listening).toBe(true);
    // Kill the listening connection from the server side: found by its application name, not by
    // its last query (a subscriber's read on that connection, not a LISTEN, may be the last).
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}
      and pid <> pg_backend_pid()`.execute(t.database.db);
    // The listener reconnects with a growing delay (up to 5 s a try): room for a busy machine.
    let end = Date.now() + 20_000;
    while (!bus.listening || cleared === 0) {
      if (Date.now() > end) throw new Error('did not reconnect');
      await new Promise((r) => setTimeout(r, 20));
    }
    const before = cleared;
    await reset('it');
    end = Date.now() + 20_000;
    while (cleared === before && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(cleared).toBeGreaterThan(before);
  } finally {
    await bus.stop();
  }
});
