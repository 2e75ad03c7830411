import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database';
import { localizedError } from '../errors';
import { errorsCatalog } from '../i18n/errors.locales';
import { countHit, purgeEndedWindows } from './rate-limit.queries';

/** At most this often one process deletes ended windows, as a side job of counting. */
export const SWEEP_EVERY_MS = 60_000;

export interface RateLimitStoreOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The clock windows are measured by, in ms (tests move it). */
  now?: () => number;
}

interface SharedState {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now: () => number;
  /** When this process last swept ended windows. */
  sweptAt: number;
}

/** What the plugin hands child(): the route's limit merged over the global one, and the route. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  timeWindow?: unknown;
  continueExceeding?: unknown;
  exponentialBackoff?: unknown;
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** A limit's key as stored: addresses and emails are not kept in clear (as sign_in_limits). */
const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** "GET,POST /idp/authorize": each route counts on its own, as the plugin's own stores do. */
function routeLabel(routeInfo: RouteLimitOptions['routeInfo']): string {
  if (!routeInfo?.url) return '*';
  return `${[routeInfo.method ?? ''].flat().join(',')} ${routeInfo.url}`;
}

/**
 * A @fastify/rate-limit store that counts in the database (migration 0078), so every replica
 * counts the same requests: the plugin's default store is process memory, where two replicas
 * let twice the limit through. A window starts at a key's first request and lasts the route's
 * timeWindow, as with the default store.
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: SharedState,
    readonly route: string,
    private readonly windowMs: number | null,
  ) {}

  /** The plugin passes the window (evaluated per request when a route gives a function). */
  incr(key: string, callback: IncrCallback, timeWindow: number | null = this.windowMs): void {
    const { db, log } = this.shared;
    const now = this.shared.now();
    if (timeWindow === null || !Number.isSafeInteger(timeWindow) || timeWindow <= 0) {
      callback(new Error(`rate limit of ${this.route}: no usable time window (${timeWindow})`));
      return;
    }
    countHit(db, {
      route: this.route,
      keyHash: hashKey(String(key)),
      windowMs: timeWindow,
      now: new Date(now),
    }).then(
      ({ hits, expiresAt }) =>
        callback(null, { current: hits, ttl: Math.max(0, expiresAt.getTime() - now) }),
      (err: unknown) => {
        // Fail closed: refuse (503) rather than let the request through uncounted. Every limited
        // route needs the database for its own work anyway, so refusing turns away no one who
        // could have been served; letting through would lift every limit for whoever can make
        // the database slow (a flood exhausting the pool is exactly when the limits matter).
        log.warn({ err, route: this.route }, 'rate limit not counted: request refused (503)');
        callback(
          localizedError(503, 'unavailable', (language) =>
            errorsCatalog.in(language)('unavailable'),
          ),
        );
      },
    );
    this.sweepEndedWindows(now);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const limit = routeOptions as unknown as RouteLimitOptions;
    const route = routeLabel(limit.routeInfo);
    // Counted here as fixed windows only: a route asking for more must not silently get less.
    if (limit.continueExceeding === true || limit.exponentialBackoff === true) {
      throw new Error(
        `rate limit of ${route}: continueExceeding and exponentialBackoff are not kept`,
      );
    }
    const windowMs = typeof limit.timeWindow === 'number' ? limit.timeWindow : null;
    return new DatabaseRateLimitStore(this.shared, route, windowMs);
  }

  /**
   * Ended windows count nothing (the next request restarts them); deleting them keeps the table
   * to about the longest window's worth of keys, even under a flood from changing addresses.
   */
  private sweepEndedWindows(now: number): void {
    if (now - this.shared.sweptAt < SWEEP_EVERY_MS) return;
    this.shared.sweptAt = now;
    purgeEndedWindows(this.shared.db, new Date(now)).catch((err: unknown) =>
      this.shared.log.warn({ err }, 'ended rate limit windows not swept'),
    );
  }
}

/** The store class for `app.register(rateLimit, { store })`: the plugin makes it with `new`. */
export function databaseRateLimitStore(options: RateLimitStoreOptions): FastifyRateLimitStoreCtor {
  const shared: SharedState = {
    db: options.db,
    log: options.log,
    now: options.now ?? Date.now,
    sweptAt: Number.NEGATIVE_INFINITY,
  };
  return class RootRateLimitStore extends DatabaseRateLimitStore {
    constructor() {
      super(shared, '*', null);
    }
  };
}
