import { afterEach, describe, expect, it, vi } from 'vitest';
import { revocationUrl, revokeRefreshToken, storedRefreshToken } from './revoke-refresh-token';

const CLIENT = 'dugout-web';
const cacheKey = `@@auth0spajs@@::${CLIENT}::https://api.dugout.test::openid profile email offline_access`;

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('revoking the refresh token at Log Out', () => {
  it('posts the SDK’s stored refresh token to the IdP’s /oauth/revoke (RFC 7009)', async () => {
    window.localStorage.setItem(`@@auth0spajs@@::${CLIENT}::@@user@@`, '{"id_token":"x"}');
    window.localStorage.setItem(
      cacheKey,
      JSON.stringify({ body: { access_token: 'a', refresh_token: 'rt-123' }, expiresAt: 1 }),
    );
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status: 200 });
    });
    await revokeRefreshToken({ domain: 'http://localhost:3000/idp', clientId: CLIENT });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://localhost:3000/idp/oauth/revoke');
    expect(calls[0]!.init.method).toBe('POST');
    const form = new URLSearchParams(String(calls[0]!.init.body));
    expect(Object.fromEntries(form)).toEqual({
      client_id: CLIENT,
      token: 'rt-123',
      token_type_hint: 'refresh_token',
    });
  });

  it('asks nothing when no refresh token is kept, and never throws', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await revokeRefreshToken({ domain: 'team.eu.auth0.com', clientId: CLIENT });
    expect(fetch).not.toHaveBeenCalled();

    window.localStorage.setItem(cacheKey, JSON.stringify({ body: { refresh_token: 'rt' } }));
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      revokeRefreshToken({ domain: 'team.eu.auth0.com', clientId: CLIENT }),
    ).resolves.toBeUndefined();
  });

  it('finds Auth0’s endpoint from a bare domain, and only this client’s token', () => {
    expect(revocationUrl('team.eu.auth0.com')).toBe('https://team.eu.auth0.com/oauth/revoke');
    expect(revocationUrl('http://localhost:3000/idp/')).toBe(
      'http://localhost:3000/idp/oauth/revoke',
    );
    window.localStorage.setItem(
      '@@auth0spajs@@::other-client::aud::openid',
      JSON.stringify({ body: { refresh_token: 'not-ours' } }),
    );
    expect(storedRefreshToken(CLIENT, window.localStorage)).toBeNull();
  });
});
