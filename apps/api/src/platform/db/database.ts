import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { NotificationListener } from './notification-listener';
import { timePoolAcquisitions, type PoolTiming } from './pool-timing';
import { WriteWatch } from './write-watch';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance (embedded mode only), for LISTEN/NOTIFY stand-ins and dumps. */
  pglite: PGlite | null;
  /** The server's connection string (server mode only). */
  connectionString: string | null;
  /**
   * The replica's one LISTEN connection, shared by everything that follows a channel (server
   * mode only; PGlite delivers notifications in process).
   */
  listener: NotificationListener | null;
  /** The connection pool (server mode only): /metrics reports its use and waits. */
  pool?: pg.Pool;
  /** How long each connection took to get from the pool, and whether it queued (server mode). */
  poolTiming?: PoolTiming;
  /** Told after each write this process commits (server mode only; see write-watch.ts). */
  writes?: WriteWatch;
  close(): Promise<void>;
}

const pgliteExtensions = { pg_trgm, unaccent };

/**
 * PostgreSQL's default 128 MB of shared buffers lives in the server's own heap with PGlite, and is
 * all resident from the start. A team's data is a few tens of MB and its files are in the OS page
 * cache anyway: 32 MB took the idle server from 414 to 339 MB RSS (2,000 contacts).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

// Return timestamps as Date and bigint counts as numbers on both engines.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openPglite(
  dataDir: string | null,
  loadDataDir?: Blob | File,
): Promise<DatabaseHandle> {
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: pgliteExtensions,
    relaxedDurability: false,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    connectionString: null,
    listener: null,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * How long a request waits for one of the pool's connections (or for a new one to open) before
 * it is answered 503. A game-day spike queues for a few seconds on a small pool: 20 s lets it
 * wait rather than turn answers away (an RSVP refused this way is not stored, and the member
 * sees the error). A database that is down refuses new connections at once, so this is not how
 * long an outage takes to show.
 */
export const POOL_WAIT_MS = 20_000;

export function openPostgres(
  connectionString: string,
  poolSize = 10,
  waitMs = POOL_WAIT_MS,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: waitMs });
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  // A connection lost while checked out (mid-request) emits 'error' on its client, where the pool
  // no longer listens: without this the process would crash. The query itself fails (→ 503) and
  // the pool drops the dead client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const poolTiming = timePoolAcquisitions(pool);
  const writes = new WriteWatch();
  const db = new Kysely<Database>({ dialect: writes.wrap(new PostgresDialect({ pool })) });
  const listener = new NotificationListener({ connectionString });
  return {
    db,
    kind: 'postgres',
    pglite: null,
    connectionString,
    listener,
    pool,
    poolTiming,
    writes,
    close: async () => {
      await listener.close();
      await db.destroy();
    },
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  poolWaitMs?: number;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize, opts.poolWaitMs);
  return openPglite(path.join(opts.dataDir, 'pgdata'));
}
