import crypto from 'node:crypto';

/*
 * A small signed token for links that are their own permission (no sign-in): its fields and an
 * HMAC-SHA256 over them, `<field>.<field>.<mac>`, all URL-safe and short enough for a path
 * segment (Fastify's 100-character limit on a parameter). The mac also covers the purpose, which
 * names the use and its version ('unsubscribe.v1'), so a token made for one use or format is
 * never accepted by another, even under the same key; a new format takes a new purpose.
 */

const FIELD = /^[A-Za-z0-9_-]+$/;

function mac(secret: Buffer, purpose: string, body: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url');
}

export function signToken(secret: Buffer, purpose: string, fields: readonly string[]): string {
  if (!fields.every((f) => FIELD.test(f))) throw new Error('A token field must be URL-safe');
  const body = fields.join('.');
  return `${body}.${mac(secret, purpose, body)}`;
}

/** The fields of a token this key signed for this purpose, or null (tampered, malformed). */
export function verifyToken(
  secret: Buffer,
  purpose: string,
  token: string,
  fieldCount: number,
): string[] | null {
  const parts = token.split('.');
  if (parts.length !== fieldCount + 1 || !parts.every((p) => FIELD.test(p))) return null;
  const sig = parts.pop()!;
  const expected = Buffer.from(mac(secret, purpose, parts.join('.')));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return parts;
}
