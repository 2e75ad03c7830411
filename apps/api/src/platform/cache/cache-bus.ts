import { sql } from 'kysely';
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
 * Every replica follows the channel on its one listening connection (database.listener) and
 * clears its caches when told to. While that connection is down a reset may be missed, so it
 * clears once it is listening again.
 */
export class CacheBus {
  private unsubscribe: (() => Promise<void>) | null = null;
  private stopped = false;
  /** Counts notifications heard (for tests and logs). */
  heard = 0;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly caches: CacheRegistry,
    private readonly log: FastifyBaseLogger,
  ) {}

  get listening(): boolean {
    return this.unsubscribe !== null && (this.database.listener?.listening ?? false);
  }

  async start(): Promise<void> {
    const listener = this.database.listener;
    if (this.database.kind !== 'postgres' || !listener || this.unsubscribe) return;
    this.unsubscribe = await listener.subscribe(CACHE_RESET_CHANNEL, {
      notify: (origin) => {
        this.heard++;
        const cleared = this.caches.clearLocal();
        this.log.info({ cleared, origin }, 'caches cleared by a cache reset');
      },
      lost: (err) => this.log.warn({ err }, 'cache bus connection lost; reconnecting'),
      resumed: () => this.caches.clearLocal(),
    });
    if (this.stopped) await this.stop(); // stop() ran while this subscribed
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    await unsubscribe?.();
  }
}
