import { localizedError } from '../errors';
import { errorsCatalog } from '../i18n/errors.locales';

/** Whole minutes until a limit's window ends, at least one (the plugin gives milliseconds). */
export const minutesLeft = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 60_000));

/**
 * The 429 of a rate limit that words none of its own, in the reader's language: the plugin's
 * own ("Rate limit exceeded, retry in 1 minute") is English only.
 */
export function rateLimitRefusal(_request: unknown, context: { ttl: number }) {
  const count = minutesLeft(context.ttl);
  return localizedError(429, 'rate_limited', (language) =>
    errorsCatalog.in(language)('tooManyRequests', { count }),
  );
}
