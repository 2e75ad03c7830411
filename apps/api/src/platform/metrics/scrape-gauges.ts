import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database';
import { pendingOutbox } from './metrics.queries';

/**
 * One server's gauges, read when Prometheus scrapes (nothing runs between scrapes): the outbox's
 * queue and the database pool. A registry of their own, so two servers in one process (tests,
 * replicas) never register the same name twice.
 */
/**
 * The longest a scrape waits for the outbox's query: a database that is down, or a pool with no
 * free connection (which would queue it for DB_POOL_WAIT_MS), must not take every other metric
 * with it. Below Prometheus's default 10 s scrape timeout.
 */
export const SCRAPE_DB_TIMEOUT_MS = 2_000;

type Pending = { count: number; oldestAgeSeconds: number };

/** `work`'s value, or null when it fails or has not answered within `ms`. */
async function within<T>(ms: number, work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One server's gauges, read when Prometheus scrapes (nothing runs between scrapes): the outbox's
 * queue and the database pool. A registry of their own, so two servers in one process (tests,
 * replicas) never register the same name twice. When the outbox's query fails or is late, its
 * gauges read NaN (unknown, so no threshold fires on a stale number), `dugout_scrape_db_ok` 0, and
 * everything else is served as usual.
 */
export function serverGauges(
  database: DatabaseHandle,
  { dbTimeoutMs = SCRAPE_DB_TIMEOUT_MS }: { dbTimeoutMs?: number } = {},
): Registry {
  const registry = new Registry();
  // A query still running from a scrape that gave up on it is waited on again, not repeated: a
  // slow database gets one of these at a time, however often it is scraped.
  let query: Promise<Pending> | null = null;
  // prom-client collects every gauge at once: the three below share one read per scrape.
  let reading: Promise<Pending | null> | null = null;
  const readPending = () =>
    (reading ??= within(
      dbTimeoutMs,
      (query ??= pendingOutbox(database.db).finally(() => {
        query = null;
      })),
    ).finally(() => {
      reading = null;
    }));
  new Gauge({
    name: 'dugout_scrape_db_ok',
    help: `1 when this scrape read the outbox from the database within ${dbTimeoutMs / 1000} s; 0 when it failed or was late (the outbox gauges then read NaN)`,
    registers: [registry],
    async collect() {
      this.set((await readPending()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'dugout_outbox_pending',
    help: 'Outbox deliveries queued and not yet sent (retries waiting included)',
    registers: [registry],
    async collect() {
      this.set((await readPending())?.count ?? NaN);
    },
  });
  new Gauge({
    name: 'dugout_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest queued outbox delivery (0 when none is queued)',
    registers: [registry],
    async collect() {
      this.set((await readPending())?.oldestAgeSeconds ?? NaN);
    },
  });
  new Gauge({
    name: 'dugout_db_pool_max',
    help: 'Connections the database pool may open (1: the embedded database has one)',
    registers: [registry],
    collect() {
      this.set(database.pool ? (database.pool.options.max ?? 10) : 1);
    },
  });
  // The embedded database has no pool: one connection, its queries taken in turn.
  if (database.pool) {
    const pool = database.pool;
    new Gauge({
      name: 'dugout_db_pool_connections',
      help: 'PostgreSQL pool connections by state (idle, in_use)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'dugout_db_pool_waiting',
      help: 'Requests waiting for a PostgreSQL pool connection',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }
  if (database.poolTiming) {
    // Counted as they happen (db/pool-timing.ts), not at the scrape: a wait between two scrapes
    // is gone by the next one, which is what the waiting gauge alone misses.
    const waits = new Counter({
      name: 'dugout_db_pool_waits_total',
      help: 'PostgreSQL pool acquisitions that queued because every connection was in use',
      registers: [registry],
    });
    const acquire = new Histogram({
      name: 'dugout_db_pool_acquire_seconds',
      help: 'Time to get a PostgreSQL pool connection (queueing and opening one included)',
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
      registers: [registry],
    });
    database.poolTiming.subscribe((seconds, waited) => {
      acquire.observe(seconds);
      if (waited) waits.inc();
    });
  }
  return registry;
}
