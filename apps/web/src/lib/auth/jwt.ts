/**
 * Reads a JWT's payload without verifying it. The browser only uses it to decide what to show;
 * the API verifies every token it receives.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) throw new Error('Not a JWT');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new Error('JWT payload is not an object');
  }
  return payload as Record<string, unknown>;
}
