import crypto from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * A browser that has signed in with an email before carries a signed note of it (this cookie,
 * HttpOnly, under /idp only): someone else flooding that email with code requests or wrong
 * guesses fills the email's caps and back-off, but those do not lock this browser out, so the
 * member can still get a code and sign in. The note holds only the email's SHA-256 (as the limits
 * key it) and when it was written, signed with the IdP's cookie keys (the first signs, every one
 * verifies, as for oidc-provider's own cookies).
 */
export const KNOWN_BROWSER_COOKIE = 'dugout_signed_in_before';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** A family laptop may be used by a few members; the oldest note goes first. */
const MAX_EMAILS = 5;

function mac(key: string, payload: string): string {
  return crypto.createHmac('sha256', key).update(payload).digest('base64url');
}

interface Note {
  emailHash: string;
  issuedAt: number;
}

/** The notes in the request's cookie whose signature and age check out, newest first. */
function readNotes(cookieHeader: string | undefined, keys: readonly string[], now: number): Note[] {
  if (!cookieHeader) return [];
  const value = parseCookie(cookieHeader)[KNOWN_BROWSER_COOKIE];
  if (!value) return [];
  const notes: Note[] = [];
  for (const entry of value.split('~').slice(0, MAX_EMAILS)) {
    const [emailHash, issued, signature] = entry.split('.');
    if (!emailHash || !issued || !signature || !/^[0-9a-f]{64}$/.test(emailHash)) continue;
    const issuedAt = Number(issued);
    if (!Number.isSafeInteger(issuedAt) || now / 1000 - issuedAt > MAX_AGE_SECONDS) continue;
    const given = Buffer.from(signature);
    const valid = keys.some((key) => {
      const expected = Buffer.from(mac(key, `${emailHash}.${issued}`));
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    });
    if (valid) notes.push({ emailHash, issuedAt });
  }
  return notes;
}

/** Whether this browser signed in with the email (by its hash) before. */
export function signedInBefore(
  cookieHeader: string | undefined,
  emailHash: string,
  keys: readonly string[],
  now = Date.now(),
): boolean {
  return readNotes(cookieHeader, keys, now).some((note) => note.emailHash === emailHash);
}

/** The Set-Cookie value that adds (or renews) the email's note, keeping the browser's others. */
export function rememberSignIn(
  cookieHeader: string | undefined,
  emailHash: string,
  keys: readonly string[],
  opts: { secure: boolean; now?: number },
): string {
  const now = opts.now ?? Date.now();
  const issued = String(Math.floor(now / 1000));
  const others = readNotes(cookieHeader, keys, now).filter((n) => n.emailHash !== emailHash);
  const entries = [
    `${emailHash}.${issued}.${mac(keys[0]!, `${emailHash}.${issued}`)}`,
    ...others
      .slice(0, MAX_EMAILS - 1)
      .map((n) => `${n.emailHash}.${n.issuedAt}.${mac(keys[0]!, `${n.emailHash}.${n.issuedAt}`)}`),
  ];
  return stringifySetCookie({
    name: KNOWN_BROWSER_COOKIE,
    value: entries.join('~'),
    httpOnly: true,
    sameSite: 'lax',
    path: '/idp',
    maxAge: MAX_AGE_SECONDS,
    secure: opts.secure,
  });
}
