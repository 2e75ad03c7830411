import type { Member } from '../../platform/auth/access-policy';
import { publishCacheReset } from '../../platform/cache/cache-bus';
import type { AppContext } from '../../platform/context';
import { writeCacheReset } from './audit-log.queries';

/**
 * Empty Cache: clears this process's caches at once, and on a PostgreSQL server tells every
 * replica (NOTIFY dugout_cache_reset, heard by each one's CacheBus). On PGlite there is only
 * this process.
 */
export async function resetAllCaches(
  ctx: AppContext,
  member: Member,
): Promise<{ cleared: string[]; allReplicas: boolean }> {
  const cleared = ctx.caches.clearLocal();
  const allReplicas = await publishCacheReset(ctx.database, member.id);
  await writeCacheReset(ctx.db, { actorId: member.id, cleared, allReplicas });
  return { cleared, allReplicas };
}
