import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../../platform/access/viewer';
import type { DatabaseHandle } from '../../platform/db/database';
import { readInBatches } from '../../platform/db/read-batches';
import { AnswersVersionsListener, EVERY_SCOPE } from './answers-versions-listener';
import { readAnswersVersions } from './rsvp.queries';

/** The channel migration 20261128T0218's trigger tells each answered scope on, at commit. */
const CHANNEL = 'dugout_rsvp_version';

/**
 * The version of a household's answers (migration 20261128T0218), which a cache of its answers is
 * keyed on: it changes whenever one of them answers, on any replica.
 *
 * On the embedded database every write goes through this process and PGlite hands the trigger's
 * NOTIFY to the listener while the COMMIT completes, before the writer's call returns: counting
 * what was heard is exact, with no query. On a PostgreSQL server other replicas write too: a
 * version read from the database is kept until its notification, within the shared data version's
 * bound (answers-versions-listener.ts), and exact after this replica's own writes. The reads are
 * gathered (read-batches.ts): the households asked for while one read runs are read by the next.
 */
export interface AnswersVersions {
  /** The version for the viewer's household (or them alone); null: do not cache. */
  of(viewer: Pick<Viewer, 'id' | 'household'>): Promise<string | null>;
  stop(): Promise<void>;
}

/** The trigger's scope of a viewer: their household, else themself. */
export const answersScope = (viewer: Pick<Viewer, 'id' | 'household'>): string =>
  viewer.household ? `h${viewer.household.id}` : `c${viewer.id.toLowerCase()}`;

export async function trackAnswersVersions(
  database: DatabaseHandle,
  opts: { log?: FastifyBaseLogger } = {},
): Promise<AnswersVersions> {
  const pglite = database.kind === 'pglite' ? database.pglite : null;
  if (!pglite) {
    const read = readInBatches((scopes) => readAnswersVersions(database.db, scopes), '0');
    if (!database.listener) {
      return { of: (viewer) => read(answersScope(viewer)), stop: async () => {} };
    }
    const kept = new AnswersVersionsListener({
      listener: database.listener,
      channel: CHANNEL,
      writes: database.writes,
      read,
      log: opts.log,
    });
    await kept.start();
    return { of: (viewer) => kept.of(answersScope(viewer)), stop: () => kept.stop() };
  }
  const heard = new Map<string, bigint>();
  let listening = true;
  const unlisten = await pglite.listen(CHANNEL, (scope) => {
    heard.set(scope, (heard.get(scope) ?? 0n) + 1n);
  });
  const count = (scope: string) => heard.get(scope) ?? 0n;
  return {
    // Both counters only grow, so their sum changes with either.
    of: async (viewer) =>
      listening ? (count(answersScope(viewer)) + count(EVERY_SCOPE)).toString() : null,
    stop: async () => {
      listening = false;
      if (!pglite.closed) await unlisten().catch(() => {});
    },
  };
}
