import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, SignJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { memberTokenSigner } from '../../testing/member-token';
import { testAppForFile } from '../../testing/test-app';
import { createTokenVerifier } from '../auth/token-verifier';
import { loadServerSecrets } from '../secrets';
import { createEmbeddedIdp } from './embedded-idp';
import { LiveIdp } from './live-idp';
import { rotateSigningKey } from './signing-key-rotation';
import {
  generateIdpSigningKey,
  idpKeys,
  RETIRED_KEY_GRACE_SECONDS,
  rotatedKeyRing,
  verificationKeys,
} from './signing-keys';

const t = testAppForFile();

/** Where this server keeps its keys: the database on PostgreSQL, DATA_DIR/keys on PGlite. */
const store = () =>
  t.database.kind === 'postgres' ? { db: t.database.db } : { dataDir: t.config.dataDir };

/** The JWKS a server started on these keys publishes (oidc-provider on a loopback port). */
async function publishedKids(keys: Parameters<typeof createEmbeddedIdp>[2]): Promise<string[]> {
  const provider = createEmbeddedIdp(t.config, t.database.db, keys);
  const callback = provider.callback();
  const server = http.createServer((req, res) => {
    callback(req, res).catch((err: unknown) => res.destroy(err as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/.well-known/jwks.json`);
    return ((await res.json()) as { keys: JWK[] }).keys.map((k) => k.kid!);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

const jwksKids = async () =>
  (await t.app.inject({ method: 'GET', url: '/idp/.well-known/jwks.json' }))
    .json<{ keys: JWK[] }>()
    .keys.map((k) => k.kid);

describe('rotating the embedded IdP signing key', () => {
  it('signs with the new key from the next key check, while tokens of the old one keep working', async () => {
    const member = await t.contactId('family');
    const idp = t.idp!;
    const oldKid = t.keys.signingKey.kid!;
    expect(await jwksKids()).toEqual([oldKid]);
    const oldToken = await t.tokenFor(member, { jti: 'signed-with-the-old-key' });
    expect((await me(oldToken)).statusCode).toBe(200);

    const newKid = await rotateSigningKey(store());
    expect(newKid).not.toBe(oldKid);
    // What the timer (or PostgreSQL's NOTIFY) does on every running server.
    await idp.refresh();

    // This process now signs with the new key: oidc-provider's own document says so.
    expect(await publishedKids(idp.keys)).toEqual([newKid, oldKid]);
    expect(idp.keys.signingKey.kid).toBe(newKid);
    expect(await jwksKids()).toEqual([newKid, oldKid]);
    const newToken = await (await memberTokenSigner(t.config, idp.keys))(member);
    expect((await me(newToken)).statusCode).toBe(200);
    // A token the old key signed before, and one it signs now (on a replica yet to check).
    expect((await me(oldToken)).statusCode).toBe(200);
    const oldAgain = await t.tokenFor(member, { jti: 'old-key-after-the-rotation' });
    expect((await me(oldAgain)).statusCode).toBe(200);

    // The next start reads the same ring.
    const fresh = (await loadServerSecrets(t.config, t.database)).idp!;
    expect(verificationKeys(fresh).map((k) => k.kid)).toEqual([newKid, oldKid]);
  });

  it('keeps trusting a key it signed with that the store forgot (a restored backup)', async () => {
    const first = idpKeys(await generateIdpSigningKey(), ['x'.repeat(32)]);
    const other = idpKeys(await generateIdpSigningKey(), ['x'.repeat(32)]);
    let now = new Date('2026-11-28T05:00:00Z');
    const live = new LiveIdp({
      keys: first,
      build: (keys) => createEmbeddedIdp(t.config, t.database.db, keys),
      now: () => now,
    });
    const firstProvider = live.provider;
    live.apply(other);
    expect(live.provider).not.toBe(firstProvider);
    expect(live.verificationKeys().map((k) => k.kid)).toEqual([
      other.signingKey.kid,
      first.signingKey.kid,
    ]);
    // The same ring again: nothing rebuilt, the forgotten key's grace not restarted.
    const second = live.provider;
    now = new Date(now.getTime() + RETIRED_KEY_GRACE_SECONDS * 1000 - 1000);
    live.apply(other);
    expect(live.provider).toBe(second);
    expect(live.verificationKeys()).toHaveLength(2);
    now = new Date(now.getTime() + 1000);
    live.apply(other);
    expect(live.verificationKeys().map((k) => k.kid)).toEqual([other.signingKey.kid]);
  });

  it('drops the old key from verification and the JWKS once its tokens have expired', async () => {
    const old = await generateIdpSigningKey();
    const rotatedAt = new Date('2026-11-28T05:00:00Z');
    const ring = await rotatedKeyRing(old, [], rotatedAt);
    const keys = idpKeys(ring.signingKey, ['x'.repeat(32)], ring.retiredKeys);
    let now = rotatedAt;
    const verify = createTokenVerifier({
      issuer: t.config.issuer,
      audience: t.config.AUTH_AUDIENCE,
      localKeys: () => verificationKeys(keys, now),
      jwksUrl: null,
    });
    const signOld = async (jti: string) =>
      new SignJWT({ jti })
        .setProtectedHeader({ alg: 'RS256', kid: old.kid! })
        .setIssuer(t.config.issuer)
        .setAudience(t.config.AUTH_AUDIENCE)
        .setSubject('someone')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(await importJWK(old, 'RS256'));

    expect(verificationKeys(keys, now).map((k) => k.kid)).toEqual([ring.signingKey.kid, old.kid]);
    await expect(verify(await signOld('within-the-grace'))).resolves.toMatchObject({
      sub: 'someone',
    });

    now = new Date(rotatedAt.getTime() + RETIRED_KEY_GRACE_SECONDS * 1000);
    expect(verificationKeys(keys, now).map((k) => k.kid)).toEqual([ring.signingKey.kid]);
    await expect(verify(await signOld('after-the-grace'))).rejects.toMatchObject({
      statusCode: 401,
    });

    // A later rotation forgets keys past their grace rather than piling them up.
    const next = await rotatedKeyRing(ring.signingKey, ring.retiredKeys, now);
    expect(next.retiredKeys.map((r) => r.key.kid)).toEqual([ring.signingKey.kid]);
  });
});
