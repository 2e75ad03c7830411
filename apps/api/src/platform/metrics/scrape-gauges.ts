import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database';
import { pendingOutbox } from './metrics.queries';

/**
 * One server's gauges, read when Prometheus scrapes (nothing runs between scrapes): the outbox's
 * queue and the database pool. A registry of their own, so two servers in one process (tests,
 * replicas) never register the same name twice.
 */
export function serverGauges(database: DatabaseHandle): Registry {
  const registry = new Registry();
  // prom-client collects every gauge at once: both outbox gauges share one query per scrape.
  let inFlight: ReturnType<typeof pendingOutbox> | null = null;
  const readPending = () =>
    (inFlight ??= pendingOutbox(database.db).finally(() => {
      inFlight = null;
    }));
  new Gauge({
    name: 'dugout_outbox_pending',
    help: 'Outbox deliveries queued and not yet sent (retries waiting included)',
    registers: [registry],
    async collect() {
      this.set((await readPending()).count);
    },
  });
  new Gauge({
    name: 'dugout_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest queued outbox delivery (0 when none is queued)',
    registers: [registry],
    async collect() {
      this.set((await readPending()).oldestAgeSeconds);
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
