import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../testing/cookie-jar';
import { latestCodeMailed } from '../../testing/dev-mailbox';
import { authorizeQuery, pkcePair } from '../../testing/sign-in';
import { testAppForFile } from '../../testing/test-app';

let base: string;
const t = testAppForFile();
beforeAll(async () => {
  base = await t.listen();
});

/** Starts an authorization request as the Auth0 SDK does and returns the sign-in page's uid. */
async function startAuthorize(jar: CookieJar, challenge: string) {
  const q = authorizeQuery({
    clientId: t.config.clientId,
    audience: t.config.AUTH_AUDIENCE,
    redirectUri: `${base}/callback`,
    challenge,
  });
  const res = await jar.fetch(`${base}/idp/authorize?${q}`);
  expect(res.status).toBe(303);
  const location = res.headers.get('location')!;
  expect(location).toMatch(/^\/idp\/interaction\/[\w-]+$/);
  return location.split('/').pop()!;
}

const latestCodeFor = (email: string) => latestCodeMailed(t.database.db, email);

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Follows the provider's redirects until it sends the browser back to the SPA's callback. */
async function followToCallback(jar: CookieJar, redirectTo: string): Promise<URL> {
  let url = new URL(redirectTo, base).toString();
  for (let i = 0; i < 10; i++) {
    const res = await jar.fetch(url);
    const location = res.headers.get('location');
    expect(location, `redirect from ${url} (${res.status})`).not.toBeNull();
    const next = new URL(location!, url);
    if (next.pathname === '/callback') return next;
    url = next.toString();
  }
  throw new Error('too many redirects');
}

async function exchange(code: string, verifier: string) {
  const res = await fetch(`${base}/idp/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: t.config.clientId,
      code,
      code_verifier: verifier,
      redirect_uri: `${base}/callback`,
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string; id_token: string };
}

describe('passwordless sign-in through the embedded IdP', () => {
  it('signs in by emailed code, issues API tokens, refreshes with fresh permissions, and logs out', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkcePair();
    const uid = await startAuthorize(jar, challenge);

    const details = await jar.fetch(`${base}/idp/interaction/${uid}/details`);
    expect(details.status).toBe(200);
    const { demoUsers } = (await details.json()) as { demoUsers: { email: string }[] };
    expect(demoUsers.map((u) => u.email)).toContain('family@riverhawks.test');

    const sent = await jar.fetch(
      `${base}/idp/interaction/${uid}/email`,
      json({ email: 'Family@Riverhawks.test', language: 'en' }),
    );
    expect(sent.status).toBe(202);
    const code = await latestCodeFor('family@riverhawks.test');

    const done = await jar.fetch(
      `${base}/idp/interaction/${uid}/code`,
      json({ email: 'family@riverhawks.test', code }),
    );
    expect(done.status).toBe(200);
    const callback = await followToCallback(
      jar,
      ((await done.json()) as { redirectTo: string }).redirectTo,
    );
    expect(callback.searchParams.get('state')).toBe('state-1');
    const tokens = await exchange(callback.searchParams.get('code')!, verifier);

    const claims = decodeJwt(tokens.access_token);
    const familyId = await t.contactId('family');
    expect(claims[t.config.MEMBER_ID_CLAIM]).toBe(familyId);
    expect(claims[t.config.PERMISSIONS_CLAIM]).toEqual(['view:contacts', 'view:jerseyform']);
    expect(claims.aud).toBe(t.config.AUTH_AUDIENCE);
    expect(claims.iss).toBe(t.config.issuer);
    expect(decodeJwt(tokens.id_token).email).toBe('family@riverhawks.test');

    const me = await fetch(`${base}/api/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);
    // The ID token is not an access token.
    const withId = await fetch(`${base}/api/me`, {
      headers: { authorization: `Bearer ${tokens.id_token}` },
    });
    expect(withId.status).toBe(401);

    // A permission change reaches the next refreshed token.
    await t.database.db
      .updateTable('contacts')
      .set({ permissions: ['view:contacts'] })
      .where('id', '=', familyId)
      .execute();
    const refreshed = await fetch(`${base}/idp/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: t.config.clientId,
        refresh_token: tokens.refresh_token,
      }),
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { access_token: string };
    expect(decodeJwt(next.access_token)[t.config.PERMISSIONS_CLAIM]).toEqual(['view:contacts']);

    // Logout as auth0-spa-js does it: back to the origin, no confirmation click.
    const logout = await jar.fetch(
      `${base}/idp/v2/logout?${new URLSearchParams({ client_id: t.config.clientId, returnTo: base, auth0Client: 'x' })}`,
    );
    expect(logout.status).toBe(200);
    const page = await logout.text();
    expect(page).toContain('f.submit()');
    const form = page.match(/<form[^>]*action="([^"]+)"/)![1]!;
    const xsrf = page.match(/name="xsrf" value="([^"]+)"/)![1]!;
    const out = await jar.fetch(new URL(form.replace(/&amp;/g, '&'), base).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')!.replace(/\/$/, '')).toBe(base);

    // The refresh token the browser kept no longer gets an access token: the grant ended.
    const afterLogout = await fetch(`${base}/idp/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: t.config.clientId,
        refresh_token: (next as { refresh_token?: string }).refresh_token ?? tokens.refresh_token,
      }),
    });
    expect(afterLogout.status).toBe(400);
    expect(((await afterLogout.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('answers an unknown email exactly like a known one and mails nothing', async () => {
    const jar = new CookieJar();
    const uid = await startAuthorize(jar, pkcePair().challenge);
    const before = await t.database.db.selectFrom('dev_mailbox').select('id').execute();
    const known = await jar.fetch(
      `${base}/idp/interaction/${uid}/email`,
      json({ email: 'staff@riverhawks.test' }),
    );
    const unknown = await jar.fetch(
      `${base}/idp/interaction/${uid}/email`,
      json({ email: 'nobody@riverhawks.test' }),
    );
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await latestCodeFor('staff@riverhawks.test');
    const after = await t.database.db.selectFrom('dev_mailbox').select('to').execute();
    expect(after.length).toBe(before.length + 1);
  });

  it('says the code is on its way in the page’s language, else the one asked for', async () => {
    const jar = new CookieJar();
    const uid = await startAuthorize(jar, pkcePair().challenge);
    const ask = async (email: string, language?: string, acceptLanguage?: string) => {
      const request = json({ email, ...(language ? { language } : {}) });
      const res = await jar.fetch(`${base}/idp/interaction/${uid}/email`, {
        ...request,
        headers: {
          ...request.headers,
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        },
      });
      expect(res.status).toBe(202);
      return ((await res.json()) as { message: string }).message;
    };
    const EN = 'If this email belongs to a member, a sign-in code is on its way.';
    const ES = 'Si este correo pertenece a un miembro, un código para entrar va en camino.';
    expect(await ask('nobody-en@riverhawks.test', 'en')).toBe(EN);
    expect(await ask('nobody-es@riverhawks.test', 'es')).toBe(ES);
    // The page's own language wins over the browser's.
    expect(await ask('nobody-es2@riverhawks.test', 'es', 'en')).toBe(ES);
    expect(await ask('nobody-es3@riverhawks.test', undefined, 'es-MX')).toBe(ES);
    expect(await ask('nobody-en2@riverhawks.test')).toBe(EN);
  });

  it('burns a code after 5 wrong tries', async () => {
    const jar = new CookieJar();
    const uid = await startAuthorize(jar, pkcePair().challenge);
    await jar.fetch(`${base}/idp/interaction/${uid}/email`, json({ email: 'it@riverhawks.test' }));
    const code = await latestCodeFor('it@riverhawks.test');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    let last = '';
    for (let i = 0; i < 5; i++) {
      const res = await jar.fetch(
        `${base}/idp/interaction/${uid}/code`,
        json({ email: 'it@riverhawks.test', code: wrong }),
      );
      answers.push(res.status);
      last = ((await res.json()) as { message: string }).message;
    }
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    expect(last).toMatch(/too many/i);
    // Five wrong tries in a row also start the per-email back-off: even the right code waits.
    const early = await jar.fetch(
      `${base}/idp/interaction/${uid}/code`,
      json({ email: 'it@riverhawks.test', code }),
    );
    expect(early.status).toBe(429);
    // Once the wait is over, the burned code is still refused.
    await t.database.db
      .updateTable('sign_in_limits')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .execute();
    const right = await jar.fetch(
      `${base}/idp/interaction/${uid}/code`,
      json({ email: 'it@riverhawks.test', code }),
    );
    expect(right.status).toBe(400);
  });

  it('refuses an expired code', async () => {
    const jar = new CookieJar();
    const uid = await startAuthorize(jar, pkcePair().challenge);
    await jar.fetch(
      `${base}/idp/interaction/${uid}/email`,
      json({ email: 'admin@riverhawks.test' }),
    );
    const code = await latestCodeFor('admin@riverhawks.test');
    await t.database.db
      .updateTable('login_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('contact_id', '=', await t.contactId('admin'))
      .execute();
    const res = await jar.fetch(
      `${base}/idp/interaction/${uid}/code`,
      json({ email: 'admin@riverhawks.test', code }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/expired/);
  });

  it('signs in a demo user with one click in DEMO mode', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkcePair();
    const uid = await startAuthorize(jar, challenge);
    const res = await jar.fetch(
      `${base}/idp/interaction/${uid}/demo`,
      json({ email: 'staff@riverhawks.test' }),
    );
    expect(res.status).toBe(200);
    const callback = await followToCallback(
      jar,
      ((await res.json()) as { redirectTo: string }).redirectTo,
    );
    const tokens = await exchange(callback.searchParams.get('code')!, verifier);
    expect(decodeJwt(tokens.access_token)[t.config.MEMBER_ID_CLAIM]).toBe(
      await t.contactId('staff'),
    );
  });

  it('refuses the sign-in calls without the interaction cookie', async () => {
    const res = await fetch(
      `${base}/idp/interaction/not-a-real-uid/email`,
      json({ email: 'staff@riverhawks.test' }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/expired/);
  });
});

describe('the discovery document', () => {
  it('advertises only the response types, grant types and response modes that work', async () => {
    const res = await fetch(`${base}/idp/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      response_types_supported: string[];
      grant_types_supported: string[];
      response_modes_supported: string[];
    };
    expect(doc.response_types_supported).toEqual(['code']);
    expect([...doc.grant_types_supported].sort()).toEqual(['authorization_code', 'refresh_token']);
    // No userinfo endpoint: it refused every access token the IdP issues (JWTs for the API).
    expect(doc).not.toHaveProperty('userinfo_endpoint');
    expect((await fetch(`${base}/idp/userinfo`)).status).toBe(404);
    expect((await fetch(`${base}/idp/me`)).status).toBe(404);

    // Each advertised response type, in each advertised response mode, starts a sign-in.
    for (const responseType of doc.response_types_supported) {
      for (const responseMode of doc.response_modes_supported) {
        const q = new URLSearchParams({
          client_id: t.config.clientId,
          response_type: responseType,
          response_mode: responseMode,
          redirect_uri: `${base}/callback`,
          scope: 'openid profile email offline_access',
          audience: t.config.AUTH_AUDIENCE,
          code_challenge: pkcePair().challenge,
          code_challenge_method: 'S256',
          state: 'state-1',
          nonce: 'nonce-1',
        });
        const start = await fetch(`${base}/idp/authorize?${q}`, { redirect: 'manual' });
        expect(start.status, `${responseType} / ${responseMode}`).toBe(303);
        expect(start.headers.get('location')).toMatch(/^\/idp\/interaction\/[\w-]+$/);
      }
    }
    // What is no longer advertised is refused, as before.
    const implicit = new URLSearchParams({
      client_id: t.config.clientId,
      response_type: 'id_token',
      redirect_uri: `${base}/callback`,
      scope: 'openid',
      nonce: 'nonce-1',
    });
    const refused = await fetch(`${base}/idp/authorize?${implicit}`, { redirect: 'manual' });
    const sentBack = new URL(refused.headers.get('location') ?? '', base);
    expect(sentBack.pathname).toBe('/callback');
    expect(new URLSearchParams(sentBack.hash.slice(1) || sentBack.search).get('error')).toBe(
      'unsupported_response_type',
    );
  });
});
