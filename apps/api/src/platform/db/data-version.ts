import { sql } from 'kysely';
import type { DatabaseHandle, Db } from './database';

export const DATA_VERSION_CHANNEL = 'dugout_data_version';

/**
 * The shared data's version (migration 0050) as this process knows it without asking.
 *
 * On the embedded database every write goes through this process (the data-folder lock sees to
 * that), and PGlite hands the trigger's NOTIFY to our listener while it completes the COMMIT,
 * before the writer's own call returns: the version in memory is exact, so the auth gate and the
 * caches need no query to check it. On a PostgreSQL server other replicas write too and
 * notifications arrive a moment after the commit, so `current()` is null there and the version
 * is read with the member on every request instead.
 */
export interface DataVersionTracker {
  current(): string | null;
  stop(): Promise<void>;
}

export async function readDataVersion(db: Db): Promise<string> {
  const { rows } = await sql<{
    version: string;
  }>`select version::text as version from data_version where id = 1`.execute(db);
  return rows[0]?.version ?? '0';
}

export async function trackDataVersion(database: DatabaseHandle): Promise<DataVersionTracker> {
  const pglite = database.pglite;
  if (database.kind !== 'pglite' || !pglite) {
    return { current: () => null, stop: async () => {} };
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
    stop: async () => {
      version = null;
      if (!pglite.closed) await unlisten().catch(() => {});
    },
  };
}
