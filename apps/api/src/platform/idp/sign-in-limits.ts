import crypto from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { AppError } from '../errors';
import { signInCatalog } from './sign-in.locales';

/**
 * Limits per email that no caller's address changes: rotating
 * X-Forwarded-For, or asking from many machines, gets no more codes mailed and no more guesses.
 * They apply to unknown emails too, so a refusal never tells who is a member. The per-address
 * limits of idp-routes.ts stay in front of them.
 */
export const SIGN_IN_LIMITS = {
  /** Codes mailed (asked for) per email in any hour, and in any 24 hours. */
  codesPerHour: 5,
  codesPerDay: 10,
  /**
   * Codes asked for from one address in any hour, whatever the emails: one address mailed 125
   * codes to 25 members in 11 s, filling their caps. Room for a team's families signing in
   * behind one stadium or school network on the first day of a season.
   */
  codesPerAddressPerHour: 30,
  /** Wrong tries in a row allowed before each further one waits (one code's worth). */
  freeWrongTries: 5,
  /** The wait after the first counted wrong try; it doubles with each one after, up to the max. */
  backoffBaseSeconds: 60,
  backoffMaxSeconds: 60 * 60,
  /** A run of wrong tries is forgotten after this long without one. */
  forgetFailuresAfterMs: 24 * 60 * 60_000,
} as const;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The email as the limits key it: SHA-256 of its trimmed, lower-cased form. */
export function hashEmail(email: string): string {
  return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * The caller's address as the limits key it, hashed like emails (the two never meet): an IPv6
 * address by its /64, the network one customer is given (any address in it is theirs to use),
 * an IPv4 or IPv4-mapped address whole.
 */
export function addressKey(ip: string): string {
  let network = ip;
  if (ipaddr.isValid(ip)) {
    const parsed = ipaddr.parse(ip);
    if (parsed.kind() === 'ipv6') {
      const v6 = parsed as ipaddr.IPv6;
      network = v6.isIPv4MappedAddress()
        ? v6.toIPv4Address().toString()
        : `${v6.parts
            .slice(0, 4)
            .map((part) => part.toString(16))
            .join(':')}::/64`;
    }
  }
  return crypto.createHash('sha256').update(`address ${network}`).digest('hex');
}

/**
 * Milliseconds before the address may ask for another code, or 0. `times` are its requests let
 * through in the last hour, oldest first.
 */
export function addressRequestWait(times: Date[], now: number): number {
  const lastHour = times.filter((t) => t.getTime() > now - HOUR_MS);
  if (lastHour.length < SIGN_IN_LIMITS.codesPerAddressPerHour) return 0;
  const freeing = lastHour[lastHour.length - SIGN_IN_LIMITS.codesPerAddressPerHour]!;
  return Math.max(0, freeing.getTime() + HOUR_MS - now);
}

/** A sign-in call refused by a per-email limit: 429 with Retry-After. */
export class SignInLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    language: string | null | undefined,
  ) {
    const t = signInCatalog.in(language);
    super(429, 'sign_in_limited', t('limited', { wait: waitInWords(t, retryAfterSeconds) }));
  }
}

/** A wait in words: minutes up to an hour and a half, then hours (rounded up). */
function waitInWords(t: ReturnType<typeof signInCatalog.in>, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return t('wait.minutes', { count: minutes });
  return t('wait.hours', { count: Math.ceil(minutes / 60) });
}

/** Seconds until `at` (at least 1), for Retry-After. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/**
 * Milliseconds to wait before another code may be asked for this email, or 0. `times` are the
 * requests let through in the last 24 hours, oldest first.
 */
export function codeRequestWait(times: Date[], now: number): number {
  let until = 0;
  const lastHour = times.filter((t) => t.getTime() > now - HOUR_MS);
  if (lastHour.length >= SIGN_IN_LIMITS.codesPerHour) {
    // Free again when enough of the hour's requests have aged out of it.
    const freeing = lastHour[lastHour.length - SIGN_IN_LIMITS.codesPerHour]!;
    until = Math.max(until, freeing.getTime() + HOUR_MS);
  }
  const lastDay = times.filter((t) => t.getTime() > now - DAY_MS);
  if (lastDay.length >= SIGN_IN_LIMITS.codesPerDay) {
    const freeing = lastDay[lastDay.length - SIGN_IN_LIMITS.codesPerDay]!;
    until = Math.max(until, freeing.getTime() + DAY_MS);
  }
  return Math.max(0, until - now);
}

/** The run of wrong tries after one more, and until when the next try must wait. */
export function nextFailure(
  state: { failures: number; last_failure_at: Date | string | null },
  now: number,
): { failures: number; lockedUntil: Date | null } {
  const recent =
    state.last_failure_at !== null &&
    new Date(state.last_failure_at).getTime() > now - SIGN_IN_LIMITS.forgetFailuresAfterMs;
  const failures = (recent ? state.failures : 0) + 1;
  if (failures < SIGN_IN_LIMITS.freeWrongTries) return { failures, lockedUntil: null };
  const exponent = Math.min(failures - SIGN_IN_LIMITS.freeWrongTries, 30);
  const seconds = Math.min(
    SIGN_IN_LIMITS.backoffBaseSeconds * 2 ** exponent,
    SIGN_IN_LIMITS.backoffMaxSeconds,
  );
  return { failures, lockedUntil: new Date(now + seconds * 1000) };
}
