/**
 * Log Out revokes the browser's refresh token at the IdP (RFC 7009) before the SDK forgets it:
 * the Auth0 SDK's logout only ends the IdP's session and clears its cache, so a refresh token
 * copied before would still get access tokens. `/oauth/revoke` is Auth0's revocation endpoint
 * and the embedded IdP's (platform/idp/embedded-idp.ts); a public client names itself by
 * `client_id`.
 */

/** How long Log Out waits for the IdP: an unreachable one must not hold the member back. */
const REVOKE_WAIT_MS = 3_000;

/** The refresh token in the Auth0 SDK's cache (cacheLocation "localstorage"), if any. */
export function storedRefreshToken(clientId: string, storage: Storage): string | null {
  const prefix = `@@auth0spajs@@::${clientId}::`;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(prefix) || key.endsWith('::@@user@@')) continue;
    try {
      const entry = JSON.parse(storage.getItem(key) ?? '') as {
        body?: { refresh_token?: unknown };
      };
      const token = entry.body?.refresh_token;
      if (typeof token === 'string' && token) return token;
    } catch {
      // Not the SDK's JSON: nothing to revoke there.
    }
  }
  return null;
}

/** The IdP's revocation URL from the SDK's `domain` (a host for Auth0, a URL for the embedded). */
export function revocationUrl(domain: string): string {
  const base = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  return `${base.replace(/\/+$/, '')}/oauth/revoke`;
}

/** Revokes the stored refresh token; never throws, waits at most REVOKE_WAIT_MS. */
export async function revokeRefreshToken(
  auth: { domain: string; clientId: string },
  storage: Storage = window.localStorage,
): Promise<void> {
  let token: string | null;
  try {
    token = storedRefreshToken(auth.clientId, storage);
  } catch {
    return; // storage blocked: the SDK kept nothing there either
  }
  if (!token) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REVOKE_WAIT_MS);
  try {
    await fetch(revocationUrl(auth.domain), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: auth.clientId,
        token,
        token_type_hint: 'refresh_token',
      }).toString(),
      signal: controller.signal,
    });
  } catch {
    // Offline or refused: the logout goes on; the IdP's own logout still ends the session.
  } finally {
    clearTimeout(timer);
  }
}
