import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CacheBus } from '../cache/cache-bus';
import { CacheRegistry } from '../cache/cache-registry';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from './database';
import { trackDataVersion } from './data-version';
import { LISTENER_APPLICATION_NAME, NotificationListener } from './notification-listener';

let database: DatabaseHandle;
beforeAll(async () => {
  if (process.env.DATABASE_URL) database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** This database's connections named as listening ones. */
const listening = async () =>
  Number(
    (
      await sql<{ n: string }>`select count(*)::text as n from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(
        database.db,
      )
    ).rows[0]!.n,
  );

/** Waits (up to 5 s) for `done()`. */
async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; !(await done()); i++) {
    if (i >= 250) throw new Error(`${what}: not after 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const notify = (channel: string, payload: string) =>
  sql`select pg_notify(${channel}, ${payload})`.execute(database.db);

describe.runIf(!!process.env.DATABASE_URL)('the listening connection', () => {
  it('serves every channel on one connection, opened by the first and closed by the last', async () => {
    const listener = new NotificationListener({ connectionString: database.connectionString! });
    const heard: string[] = [];
    const stopA = await listener.subscribe('dugout_test_a', {
      notify: (p) => heard.push(`a:${p}`),
    });
    const stopB = await listener.subscribe('dugout_test_b', {
      notify: (p) => heard.push(`b:${p}`),
    });
    const stopB2 = await listener.subscribe('dugout_test_b', {
      notify: (p) => heard.push(`b2:${p}`),
    });
    expect(await listening()).toBe(1);
    await notify('dugout_test_a', '1');
    await notify('dugout_test_b', '2');
    await until(() => heard.length === 3, 'the notifications');
    expect(heard.sort()).toEqual(['a:1', 'b2:2', 'b:2']);

    await stopB();
    await notify('dugout_test_b', '3');
    await until(() => heard.includes('b2:3'), 'the other subscriber of b');
    expect(heard).not.toContain('b:3');
    await stopA();
    await stopB2();
    expect(listener.listening).toBe(false);
    await until(async () => (await listening()) === 0, 'the connection to close');
  });

  it('tells its subscribers when the connection drops and when it listens again, on every channel', async () => {
    const listener = new NotificationListener({
      connectionString: database.connectionString!,
      minRetryMs: 20,
    });
    const events: string[] = [];
    const heard: string[] = [];
    const subscriber = (name: string) => ({
      notify: (p: string) => heard.push(`${name}:${p}`),
      lost: () => events.push(`${name} lost`),
      resumed: () => events.push(`${name} resumed`),
    });
    await listener.subscribe('dugout_test_c', subscriber('c'));
    await listener.subscribe('dugout_test_d', subscriber('d'));
    try {
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(
        database.db,
      );
      await until(() => events.length === 4, 'lost and resumed');
      expect(events.slice(0, 2).sort()).toEqual(['c lost', 'd lost']);
      expect(events.slice(2).sort()).toEqual(['c resumed', 'd resumed']);
      expect(listener.listening).toBe(true);
      await notify('dugout_test_c', '1');
      await notify('dugout_test_d', '2');
      await until(() => heard.length === 2, 'the notifications after reconnecting');
      expect(heard.sort()).toEqual(['c:1', 'd:2']);
    } finally {
      await listener.close();
    }
    await until(async () => (await listening()) === 0, 'the connection to close');
  });

  it('is the one connection a replica keeps for cache resets and the data version', async () => {
    const versions = await trackDataVersion(database);
    const bus = new CacheBus(database, new CacheRegistry(), pino({ level: 'silent' }));
    await bus.start();
    try {
      expect(bus.listening).toBe(true);
      expect(await listening()).toBe(1);
    } finally {
      await bus.stop();
      await versions.stop();
    }
    await until(async () => (await listening()) === 0, 'the connection to close');
  });
});
