import crypto from 'node:crypto';

/**
 * Whether an Authorization header carries the metrics token. Both sides are hashed first, so
 * the comparison takes the same time whatever the header's length or how much of it matches.
 */
export function carriesMetricsToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const given = crypto
    .createHash('sha256')
    .update(match?.[1] ?? '')
    .digest();
  const expected = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(given, expected) && match !== null;
}
