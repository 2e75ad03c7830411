import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../db/database';
import type { Database } from '../db/schema';
import { registerErrorHandler } from '../errors';
import { createTestDatabase } from '../../testing/test-database';
import {
  SWEEP_EVERY_MS,
  databaseRateLimitStore,
  type DatabaseRateLimitStore,
} from './database-rate-limit-store';

/* The database-backed rate limit store on its own: windows, atomic counts, sweeping, failure. */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const MINUTE = 60_000;
const quiet = { warn: () => {} };

/** A route's store on a clock the test moves; each test names its own route. */
function storeFor(url: string, windowMs = MINUTE, db: Db = database.db) {
  const clock = { now: Date.now() };
  const Store = databaseRateLimitStore({ db, log: quiet, now: () => clock.now });
  const store = new Store({}).child({
    routeInfo: { method: 'POST', url },
    timeWindow: windowMs,
  } as never) as DatabaseRateLimitStore;
  const count = (key: string, window = windowMs) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (err, result) => (err ? reject(err) : resolve(result!)), window),
    );
  return { clock, count };
}

const rowsOf = (route: string) =>
  database.db
    .selectFrom('rate_limit_hits')
    .selectAll()
    .where('route', '=', route)
    .orderBy('key_hash')
    .execute();

describe('counting in the database', () => {
  it('counts within a window, and starts again at 1 once it ends', async () => {
    const { clock, count } = storeFor('/window');
    expect(await count('198.51.100.1')).toEqual({ current: 1, ttl: MINUTE });
    clock.now += 20_000;
    expect(await count('198.51.100.1')).toEqual({ current: 2, ttl: 40_000 });
    clock.now += 39_999;
    expect(await count('198.51.100.1')).toEqual({ current: 3, ttl: 1 });
    clock.now += 1;
    expect(await count('198.51.100.1')).toEqual({ current: 1, ttl: MINUTE });
    expect(await count('198.51.100.1')).toEqual({ current: 2, ttl: MINUTE });
  });

  it('counts each key, route and window length apart, and stores no key in clear', async () => {
    const a = storeFor('/apart-a');
    const b = storeFor('/apart-b');
    await a.count('198.51.100.2');
    await a.count('198.51.100.2');
    expect((await a.count('198.51.100.3')).current).toBe(1);
    expect((await b.count('198.51.100.2')).current).toBe(1);
    expect((await a.count('198.51.100.2', 10 * MINUTE)).current).toBe(1);
    expect((await a.count('198.51.100.2')).current).toBe(3);
    const rows = await rowsOf('POST /apart-a');
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain('198.51.100');
    expect(rows.filter((r) => !/^[0-9a-f]{64}$/.test(r.key_hash))).toEqual([]);
  });

  it('gives each of many requests at once its own count (one atomic statement each)', async () => {
    const { count } = storeFor('/at-once');
    const answers = await Promise.all(Array.from({ length: 40 }, () => count('198.51.100.4')));
    expect(answers.map((a) => a.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const [row] = await rowsOf('POST /at-once');
    expect(row!.hits).toBe(40);
  });

  it('deletes ended windows as it counts, at most once a minute per process', async () => {
    const { clock, count } = storeFor('/sweep');
    await count('198.51.100.5');
    clock.now += MINUTE + SWEEP_EVERY_MS;
    await count('198.51.100.6');
    // The sweep runs beside the count: wait for it (a condition, not a delay).
    const deadline = Date.now() + 10_000;
    while ((await rowsOf('POST /sweep')).length > 1 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const left = await rowsOf('POST /sweep');
    expect(left).toHaveLength(1);
    expect(left[0]!.hits).toBe(1);
  });

  it('refuses a route that asks for what fixed windows do not keep', () => {
    const Store = databaseRateLimitStore({ db: database.db, log: quiet });
    expect(() =>
      new Store({}).child({
        routeInfo: { method: 'GET', url: '/x' },
        timeWindow: MINUTE,
        exponentialBackoff: true,
      } as never),
    ).toThrow(/exponentialBackoff/);
  });
});

/** A database whose every connection attempt fails, as when the server is down. */
class UnreachableDriver extends DummyDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
  }
}
const unreachable: Db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new UnreachableDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('when the database cannot count', () => {
  it('refuses the request with 503 in the reader’s language, never lets it through uncounted', async () => {
    const warnings: unknown[] = [];
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore({
        db: unreachable,
        log: { warn: (...args: unknown[]) => warnings.push(args) },
      }),
    });
    let served = 0;
    app.post('/limited', { config: { rateLimit: { max: 5, timeWindow: MINUTE } } }, async () => {
      served++;
      return { ok: true };
    });
    try {
      const english = await app.inject({ method: 'POST', url: '/limited' });
      expect(english.statusCode).toBe(503);
      expect(english.json()).toEqual({
        message: 'The database is unavailable. Please try again in a moment.',
        code: 'unavailable',
      });
      const spanish = await app.inject({
        method: 'POST',
        url: '/limited',
        headers: { 'accept-language': 'es' },
      });
      expect(spanish.statusCode).toBe(503);
      expect(spanish.json().message).toBe(
        'La base de datos no está disponible. Vuelve a intentarlo en un momento.',
      );
      expect(served).toBe(0);
      expect(JSON.stringify(warnings)).toContain('rate limit not counted');
    } finally {
      await app.close();
    }
  });
});
