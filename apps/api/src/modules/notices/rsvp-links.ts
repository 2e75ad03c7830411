import type { RsvpStatus } from '@dugout/shared';
import { signToken, verifyToken } from '../../platform/signed-token';

/** One-tap links stay valid until a day after the event, or 30 days when it has no date. */
export const RSVP_LINK_GRACE_MS = 24 * 60 * 60 * 1000;
export const RSVP_LINK_UNDATED_MS = 30 * 24 * 60 * 60 * 1000;

export interface RsvpLinkClaims {
  eventId: string;
  contactId: string;
  status: RsvpStatus;
  /** Expiry, epoch seconds. */
  exp: number;
  /**
   * Who answers, when it is not the contact: the guardian whose notice carries a link for their
   * child. The answer then follows the guardian's rights when it is given, not when mailed.
   */
  actorId?: string;
  /**
   * "Yes for all of us": the answer is for the contact and everyone of their household the event
   * is for whom they may answer for, as the household rule has them when it is given.
   */
  all?: boolean;
}

export function rsvpLinkExpiry(eventDate: Date | string | null, now = Date.now()): number {
  const base = eventDate ? new Date(eventDate).getTime() + RSVP_LINK_GRACE_MS : 0;
  return Math.floor(Math.max(base, now + (eventDate ? 0 : RSVP_LINK_UNDATED_MS)) / 1000);
}

/** The token's purpose and format (platform/signed-token: the mac covers both). */
const PURPOSE = 'rsvp-link.v1';

/** A signed token naming one event, one contact and one answer (the link is the permission). */
export function signRsvpLink(secret: Buffer, claims: RsvpLinkClaims): string {
  // `a` and `h` only when given, so a member's own links stay as they were.
  const fields = {
    e: claims.eventId,
    c: claims.contactId,
    s: claims.status,
    x: claims.exp,
    ...(claims.actorId ? { a: claims.actorId } : {}),
    ...(claims.all ? { h: 1 } : {}),
  };
  const body = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return signToken(secret, PURPOSE, [body]);
}

export type RsvpLinkCheck =
  { ok: true; claims: RsvpLinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyRsvpLink(secret: Buffer, token: string, now = Date.now()): RsvpLinkCheck {
  const [body] = verifyToken(secret, PURPOSE, token, 1) ?? [];
  if (!body) return { ok: false, reason: 'invalid' };
  let parsed: { e?: unknown; c?: unknown; s?: unknown; x?: unknown; a?: unknown; h?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { e, c, s, x, a, h } = parsed;
  if (
    typeof e !== 'string' ||
    typeof c !== 'string' ||
    (s !== 'yes' && s !== 'no') ||
    typeof x !== 'number' ||
    (a !== undefined && typeof a !== 'string') ||
    (h !== undefined && h !== 1)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (x * 1000 < now) return { ok: false, reason: 'expired' };
  const claims: RsvpLinkClaims = {
    eventId: e,
    contactId: c,
    status: s,
    exp: x,
    ...(a === undefined ? {} : { actorId: a }),
    ...(h === 1 ? { all: true } : {}),
  };
  return { ok: true, claims };
}
