import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Db } from './database';
import { DataVersionListener, VERSION_SQL } from './data-version-listener';

export const DATA_VERSION_CHANNEL = 'dugout_data_version';

/**
 * The shared data's version (migration 0050) as this process knows it without asking.
 *
 * On the embedded database every write goes through this process (the data-folder lock sees to
 * that), and PGlite hands the trigger's NOTIFY to our listener while it completes the COMMIT,
 * before the writer's own call returns: the version in memory is exact.
 *
 * On a PostgreSQL server other replicas write too. Each replica LISTENs for the trigger's
 * notification (heard a few milliseconds after another replica's commit) on its one listening
 * connection and also reads the version every POLL_MS on that connection; `current()` answers only while the last such read
 * began less than TRUST_MS ago, so a write made anywhere is known here within TRUST_MS (< 1 s)
 * even if notifications are lost or the connection died silently, and null (read the version
 * per request, exact) otherwise. This replica's own writes are known before the writer's call
 * returns (the pool's WriteWatch reads the version after each commit), so its very next request
 * sees them.
 */
export interface DataVersionTracker {
  current(): string | null;
  /** A version just read from the database (with a member): known to be committed, so kept. */
  observe(version: string): void;
  stop(): Promise<void>;
}

export async function readDataVersion(db: Db): Promise<string> {
  const { rows } = await sql.raw<{ version: string }>(VERSION_SQL).execute(db);
  return rows[0]?.version ?? '0';
}

export async function trackDataVersion(
  database: DatabaseHandle,
  opts: { log?: FastifyBaseLogger; pollMs?: number; trustMs?: number } = {},
): Promise<DataVersionTracker> {
  const pglite = database.pglite;
  if (database.kind === 'postgres' && database.listener) {
    const listener = new DataVersionListener({
      ...opts,
      listener: database.listener,
      channel: DATA_VERSION_CHANNEL,
    });
    await listener.start();
    const unwatch = database.writes?.onCommitted((version) => listener.afterWrite(version));
    return {
      current: () => listener.current(),
      observe: (version) => listener.afterWrite(version),
      stop: async () => {
        unwatch?.();
        await listener.stop();
      },
    };
  }
  if (database.kind !== 'pglite' || !pglite) {
    return { current: () => null, observe: () => {}, stop: async () => {} };
  }
  let version: bigint | null = null;
  // Listen first, then read: a write in between is heard, and max() keeps the later one.
  const unlisten = await pglite.listen(DATA_VERSION_CHANNEL, (payload) => {
    try {
      const heard = BigInt(payload);
      if (version === null || heard > version) version = heard;
    } catch {
      version = null; // not ours: stop trusting memory, fall back to reading per request
    }
  });
  const read = BigInt(await readDataVersion(database.db));
  if (version === null || read > version) version = read;
  return {
    current: () => (version === null ? null : version.toString()),
    observe: () => {}, // exact already
    stop: async () => {
      version = null;
      if (!pglite.closed) await unlisten().catch(() => {});
    },
  };
}
