import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import type { CacheRegistry } from './cache-registry';

export const CACHE_RESET_CHANNEL = 'dugout_cache_reset';

/**
 * Asks every replica to clear its caches: `NOTIFY dugout_cache_reset` on a PostgreSQL server,
 * which each replica's CacheBus hears (this one included). On PGlite there is one process, so the
 * caller's local clear is all there is. Returns whether a notification went out.
 */
export async function publishCacheReset(
  database: DatabaseHandle,
  origin: string,
): Promise<boolean> {
  if (database.kind !== 'postgres') return false;
  await sql`select pg_notify(${CACHE_RESET_CHANNEL}, ${origin})`.execute(database.db);
  return true;
}

/**
 * Every replica LISTENs on a dedicated connection (not a pool's: a pooled client is handed back
 * and its LISTEN goes with it) and clears its caches when told to. If the connection drops it
 * reconnects with a growing delay, and clears once reconnected, since a reset may have been
 * missed while it was away.
 */
export class CacheBus {
  private client: pg.Client | null = null;
  private stopped = true;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  /** Counts notifications heard (for tests and logs). */
  heard = 0;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly caches: CacheRegistry,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { minRetryMs?: number; maxRetryMs?: number } = {},
  ) {}

  get listening(): boolean {
    return this.client !== null;
  }

  async start(): Promise<void> {
    if (this.database.kind !== 'postgres' || !this.database.connectionString) return;
    this.stopped = false;
    await this.connect(false);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }

  private async connect(isReconnect: boolean): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.database.connectionString! });
    let dropped = false;
    const onDrop = (err?: Error) => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = null;
      if (this.stopped) return;
      this.log.warn({ err }, 'cache bus connection lost; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', onDrop);
    client.on('end', () => onDrop());
    client.on('notification', (msg) => {
      if (msg.channel !== CACHE_RESET_CHANNEL) return;
      this.heard++;
      const cleared = this.caches.clearLocal();
      this.log.info({ cleared, origin: msg.payload }, 'caches cleared by a cache reset');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_RESET_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => {});
      if (!dropped) onDrop(err as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.failures = 0;
    if (isReconnect) this.caches.clearLocal();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer) return;
    const min = this.opts.minRetryMs ?? 500;
    const max = this.opts.maxRetryMs ?? 30_000;
    const delay = Math.min(max, min * 2 ** this.failures++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect(true);
    }, delay);
    this.retryTimer.unref?.();
  }
}
