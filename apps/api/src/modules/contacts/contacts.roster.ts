import { rosterSchema, type Roster, type RosterEntry } from '@dugout/shared';
import type { AppConfig } from '../../platform/config';
import { TtlValue, type CacheRegistry } from '../../platform/cache/cache-registry';
import { localizedError } from '../../platform/errors';
import seededRoster from './default-roster.json' with { type: 'json' };
import { contactsCatalog } from './contacts.locales';
import { demoLeagueFeed } from './demo-league-feeds';

const ROSTER_TTL_MS = 10 * 60_000;
const FETCH_TIMEOUT_MS = 5_000;
/** After a failure, serve the last good roster this long before asking the source again. */
const RETRY_AFTER_FAILURE_MS = 60_000;

/** Only person { id, fullName } and position leave the server (the MLB feed carries much more). */
function trim(roster: Roster): Roster {
  return {
    roster: roster.roster.map((e: RosterEntry) => ({
      person: { id: e.person.id, fullName: e.person.fullName },
      ...(e.position ? { position: e.position } : {}),
    })),
  };
}

export interface RosterSource {
  /** The roster, from the cache when fresh; the last good one when the source fails. */
  get(): Promise<Roster>;
  /** One entry by person id, or null. */
  find(playerId: number): Promise<RosterEntry | null>;
  /** Reads the source now (the cache refilled); a failure throws and keeps the last good one. */
  refresh(): Promise<Roster>;
  clear(): void;
}

/**
 * The team roster from ROSTER_URL (MLB Stats API shape) or the seeded file, cached in memory for
 * ten minutes. A failing source serves the last good roster; with none, the call answers 503.
 */
export function createRosterSource(
  config: Pick<AppConfig, 'ROSTER_URL'>,
  caches?: CacheRegistry,
  log?: { warn(obj: unknown, msg: string): void },
): RosterSource {
  const cache = new TtlValue<Roster>(ROSTER_TTL_MS);
  caches?.register('roster', () => {
    cache.clear();
    failedAt = 0;
  });
  let inFlight: Promise<Roster> | null = null;
  let failedAt = 0;

  async function load(): Promise<Roster> {
    if (!config.ROSTER_URL) return trim(rosterSchema.parse(seededRoster));
    const bundled = demoLeagueFeed(config.ROSTER_URL);
    if (bundled) return trim(rosterSchema.parse(bundled));
    const res = await fetch(config.ROSTER_URL, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`Roster source answered ${res.status}`);
    return trim(rosterSchema.parse(await res.json()));
  }

  async function get(): Promise<Roster> {
    const fresh = cache.get();
    if (fresh) return fresh;
    const stale = cache.stale();
    if (stale && Date.now() - failedAt < RETRY_AFTER_FAILURE_MS) return stale;
    // Concurrent requests share one fetch.
    inFlight ??= load()
      .then((roster) => {
        cache.set(roster);
        return roster;
      })
      .finally(() => {
        inFlight = null;
      });
    try {
      return await inFlight;
    } catch (err) {
      failedAt = Date.now();
      log?.warn(
        { err },
        stale ? 'roster source failed; serving the last good roster' : 'roster source failed',
      );
      if (stale) return stale;
      throw localizedError(503, 'roster_unavailable', (language) =>
        contactsCatalog.in(language)('refusal.rosterUnavailable'),
      );
    }
  }

  return {
    get,
    async refresh() {
      const roster = await load();
      cache.set(roster);
      failedAt = 0;
      return roster;
    },
    async find(playerId) {
      const roster = await get();
      return roster.roster.find((e) => e.person.id === playerId) ?? null;
    },
    clear: () => {
      cache.clear();
      failedAt = 0;
    },
  };
}
