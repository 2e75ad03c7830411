import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

async function signWith(
  key: Parameters<SignJWT['sign']>[0],
  header: Record<string, unknown>,
  claims: JWTPayload,
  opts: { iss?: string; aud?: string; exp?: string | number; nbf?: string | number } = {},
) {
  const jwt = new SignJWT({ [t.config.MEMBER_ID_CLAIM]: await t.contactId('admin'), ...claims })
    .setProtectedHeader(header as never)
    .setIssuer(opts.iss ?? t.config.issuer)
    .setAudience(opts.aud ?? t.config.AUTH_AUDIENCE)
    .setSubject('someone')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '10m');
  if (opts.nbf !== undefined) jwt.setNotBefore(opts.nbf);
  return jwt.sign(key);
}

const me = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/me',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('the auth gate', () => {
  it('answers 401 with a message and WWW-Authenticate without a token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json().message).toMatch(/sign in/i);
  });

  it('answers that 401 in English by default and in Spanish with Accept-Language: es', async () => {
    expect((await me()).json()).toMatchObject({
      code: 'unauthorized',
      message: 'Please sign in to continue',
    });
    const es = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { 'accept-language': 'es' },
    });
    expect(es.statusCode).toBe(401);
    expect(es.headers['www-authenticate']).toBe('Bearer');
    expect(es.json()).toMatchObject({
      code: 'unauthorized',
      message: 'Inicia sesión para continuar',
    });
  });

  it('refuses a bad token in Spanish with Accept-Language: es', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer not.a.jwt', 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'invalid_token',
      message: 'El token de acceso está mal formado',
    });
  });

  it('accepts a valid token and reads the member from the database', async () => {
    const res = await me(await t.tokenFor(await t.contactId('family')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'family@riverhawks.test',
      permissions: ['view:contacts', 'view:jerseyform'],
    });
  });

  describe('refuses tampered and wrong tokens with 401 invalid_token', () => {
    const cases: [string, () => Promise<string>][] = [
      [
        'a wrong signature',
        async () => {
          const { privateKey } = await generateKeyPair('RS256');
          return signWith(privateKey, { alg: 'RS256', kid: t.keys.signingKey.kid }, {});
        },
      ],
      [
        'alg none',
        async () => {
          const good = await t.tokenFor(await t.contactId('admin'));
          const [, payload] = good.split('.');
          const header = Buffer.from(
            JSON.stringify({ alg: 'none', kid: t.keys.signingKey.kid }),
          ).toString('base64url');
          return `${header}.${payload}.`;
        },
      ],
      [
        'HS256 signed with the public key',
        async () => {
          const pub = Buffer.from(JSON.stringify(t.keys.publicKey));
          return signWith(new Uint8Array(pub), { alg: 'HS256', kid: t.keys.signingKey.kid }, {});
        },
      ],
      [
        'a missing kid',
        async () => signWith(await importJWK(t.keys.signingKey, 'RS256'), { alg: 'RS256' }, {}),
      ],
      [
        'an expiry past the leeway',
        async () =>
          signWith(
            await importJWK(t.keys.signingKey, 'RS256'),
            { alg: 'RS256', kid: t.keys.signingKey.kid },
            {},
            { exp: Math.floor(Date.now() / 1000) - 120 },
          ),
      ],
      [
        'nbf in the future',
        async () =>
          signWith(
            await importJWK(t.keys.signingKey, 'RS256'),
            { alg: 'RS256', kid: t.keys.signingKey.kid },
            {},
            { nbf: Math.floor(Date.now() / 1000) + 600 },
          ),
      ],
      [
        'a wrong issuer',
        async () =>
          signWith(
            await importJWK(t.keys.signingKey, 'RS256'),
            { alg: 'RS256', kid: t.keys.signingKey.kid },
            {},
            { iss: 'https://evil.test/' },
          ),
      ],
      [
        'a wrong audience (an ID token is one)',
        async () =>
          signWith(
            await importJWK(t.keys.signingKey, 'RS256'),
            { alg: 'RS256', kid: t.keys.signingKey.kid },
            {},
            { aud: t.config.clientId },
          ),
      ],
      ['garbage', async () => 'not.a.jwt'],
    ];
    for (const [name, make] of cases) {
      it(name, async () => {
        const res = await me(await make());
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
        expect(typeof res.json().message).toBe('string');
      });
    }
  });

  it('accepts a token that expired within the 60 s leeway', async () => {
    const token = await signWith(
      await importJWK(t.keys.signingKey, 'RS256'),
      { alg: 'RS256', kid: t.keys.signingKey.kid },
      {},
      { exp: Math.floor(Date.now() / 1000) - 20 },
    );
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses the token of a deleted member on the very next request', async () => {
    const id = (
      await t.database.db
        .insertInto('contacts')
        .values({
          first_name: 'Gone',
          last_name: 'Soon',
          email: 'gone@riverhawks.test',
          is_site_user: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const token = await t.tokenFor(id);
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.deleteFrom('contacts').where('id', '=', id).execute();
    const res = await me(token);
    expect(res.statusCode).toBe(401);
  });

  it('uses stored permissions, not the token claim', async () => {
    const id = await t.contactId('newcomer');
    const token = await t.tokenFor(id, { [t.config.PERMISSIONS_CLAIM]: ['site:admin'] });
    expect((await me(token)).json().permissions).toEqual([]);
  });

  it('a key generated elsewhere with the same kid is still refused', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: t.keys.signingKey.kid };
    const token = await signWith(await importJWK(jwk, 'RS256'), { alg: 'RS256', kid: jwk.kid }, {});
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('bad input to the API', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/i);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/idp/interaction/abc/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/\w/);
  });

  it('answers an oversize body with 413 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/idp/interaction/abc/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/\w/);
  });
});
