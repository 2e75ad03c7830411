import type { Language } from '@dugout/shared';
import { VersionedCache, SIGNED_ANSWER_MAX_AGE_MS } from '../../platform/cache/shared-json';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { venuesForEvents } from '../venues/index';
import {
  contentWithAffiliations,
  eventAffiliations,
  eventTranslations,
  findEvent,
} from './events.queries';

/**
 * An event's page as every member who may see it shares it: the row, its audience, translations,
 * venue and linked content (all shared tables: a write to any raises the data version). Who may
 * see it, the answers and the signed links stay per request.
 */
export interface EventBase {
  row: NonNullable<Awaited<ReturnType<typeof findEvent>>> | null;
  affiliations: Awaited<ReturnType<typeof eventAffiliations>>;
  translations: Awaited<ReturnType<typeof eventTranslations>>;
  content: Awaited<ReturnType<typeof contentWithAffiliations>> | null;
  venues: Awaited<ReturnType<typeof venuesForEvents>>;
}

export async function loadEventBase(db: Db, id: string, language: Language): Promise<EventBase> {
  const row = (await findEvent(db, id)) ?? null;
  if (!row) return { row, affiliations: [], translations: [], content: null, venues: new Map() };
  const [affiliations, translations, content, venues] = await Promise.all([
    eventAffiliations(db, id),
    eventTranslations(db, id),
    row.linked_content_id ? contentWithAffiliations(db, row.linked_content_id) : null,
    venuesForEvents(db, [row.venue_id], language),
  ]);
  return { row, affiliations, translations, content, venues };
}

const caches = new WeakMap<AppContext, VersionedCache<EventBase>>();

/**
 * The event's base from memory at this data version (a game-day spike opens one event 500
 * times), or read when there is no version to key it on (a read inside a transaction).
 */
export function eventBase(
  ctx: AppContext,
  db: Db,
  id: string,
  language: Language,
  version: string | undefined,
): Promise<EventBase> {
  if (version === undefined || db !== ctx.db) return loadEventBase(db, id, language);
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new VersionedCache<EventBase>('event-detail', ctx.caches, {
      maxAgeMs: SIGNED_ANSWER_MAX_AGE_MS,
      maxEntries: 500,
    });
    caches.set(ctx, cache);
  }
  return cache.get(`${id}|${language}`, version, () => loadEventBase(db, id, language));
}
