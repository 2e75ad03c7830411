import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRsvpLink, verifyRsvpLink } from '../modules/notices/rsvp-links';
import { createTestDatabase } from '../testing/test-database';
import { ConfigError, loadConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { createTokenVerifier } from './auth/token-verifier';
import { loadOrCreateIdpKeys, verificationKeys } from './idp/signing-keys';
import { loadOrCreateSecret, loadServerSecrets } from './secrets';

/** createTestDatabase gives PGlite without DATABASE_URL, a PostgreSQL database with it. */
const embedded = !process.env.DATABASE_URL;
let database: DatabaseHandle;
const dirs: string[] = [];
const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dugout-secrets-'));
  dirs.push(dir);
  return dir;
};
const configFor = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: '', ...env });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const claims = { eventId: 'e1', contactId: 'c1', status: 'yes' as const, exp: 4102444800 };
const pem = crypto
  .generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

describe('signing secrets from settings', () => {
  it('uses RSVP_LINK_SECRET, UNSUBSCRIBE_LINK_SECRET, BLOB_SIGNING_SECRET, IDP_SIGNING_KEY and IDP_COOKIE_KEYS on every replica alike', async () => {
    const env = {
      RSVP_LINK_SECRET: 'r'.repeat(40),
      UNSUBSCRIBE_LINK_SECRET: 'u'.repeat(40),
      BLOB_SIGNING_SECRET: 'b'.repeat(40),
      IDP_SIGNING_KEY: pem,
      IDP_COOKIE_KEYS: `${'c'.repeat(32)}, ${'d'.repeat(32)}`,
    };
    const [one, two] = await Promise.all(
      [newDataDir(), newDataDir()].map((dir) => loadServerSecrets(configFor(dir, env), database)),
    );
    expect(one!.rsvpLinks.toString()).toBe('r'.repeat(40));
    expect(one!.blobSigning.toString()).toBe('b'.repeat(40));
    expect(one!.unsubscribeLinks.toString()).toBe('u'.repeat(40));
    expect(one!.idp!.cookieKeys).toEqual(['c'.repeat(32), 'd'.repeat(32)]);
    // Same key, same kid (its thumbprint), so tokens from one verify on the other.
    expect(two).toEqual(one);
    expect(one!.idp!.publicKey).not.toHaveProperty('d');
    expect(verifyRsvpLink(two!.rsvpLinks, signRsvpLink(one!.rsvpLinks, claims)).ok).toBe(true);
  });

  it('refuses a weak or malformed setting with a clear message', () => {
    const problem = (env: Record<string, string>) => {
      try {
        configFor(newDataDir(), env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('accepted');
    };
    expect(problem({ RSVP_LINK_SECRET: 'short' })).toMatch(/RSVP_LINK_SECRET: must be at least 32/);
    expect(problem({ BLOB_SIGNING_SECRET: 'short' })).toMatch(/BLOB_SIGNING_SECRET: must be/);
    expect(problem({ IDP_SIGNING_KEY: 'not a key' })).toMatch(
      /IDP_SIGNING_KEY: must be an RSA private key/,
    );
    const ec = crypto
      .generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(problem({ IDP_SIGNING_KEY: ec })).toMatch(/IDP_SIGNING_KEY: must be an RSA/);
    expect(problem({ IDP_COOKIE_KEYS: 'short,keys' })).toMatch(
      /IDP_COOKIE_KEYS: each key must be at least 32/,
    );
    // A JWK is accepted too, and an empty secret means unset.
    const jwk = JSON.stringify(crypto.createPrivateKey(pem).export({ format: 'jwk' }));
    expect(configFor(newDataDir(), { IDP_SIGNING_KEY: jwk, RSVP_LINK_SECRET: '' })).toMatchObject({
      RSVP_LINK_SECRET: undefined,
      idpSigningKey: { kty: 'RSA', alg: 'RS256' },
    });
  });
});

describe('IDP_PUBLISHED_KEYS: rotating a signing key given as a setting', () => {
  it('publishes and trusts the old key under the kid its tokens carry, never signing with it', async () => {
    const oldPem = pem;
    const newPem = crypto
      .generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const before = configFor(newDataDir(), { IDP_SIGNING_KEY: oldPem });
    const oldKid = before.idpSigningKey!.kid!;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: oldKid })
      .setIssuer(before.issuer)
      .setAudience(before.AUTH_AUDIENCE)
      .setSubject('someone')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(crypto.createPrivateKey(oldPem));

    // The operator's step: the new key signs, the old one moves to IDP_PUBLISHED_KEYS.
    const after = configFor(newDataDir(), {
      IDP_SIGNING_KEY: newPem,
      IDP_PUBLISHED_KEYS: oldPem,
    });
    const keys = (await loadServerSecrets(after, database)).idp!;
    expect(keys.signingKey.kid).toBe(after.idpSigningKey!.kid);
    const published = verificationKeys(keys);
    expect(published.map((k) => k.kid)).toEqual([keys.signingKey.kid, oldKid]);
    // Public halves only: nothing private is published.
    expect(published.filter((k) => k.d !== undefined)).toEqual([]);
    const verify = createTokenVerifier({
      issuer: after.issuer,
      audience: after.AUTH_AUDIENCE,
      localKeys: () => verificationKeys(keys),
      jwksUrl: null,
    });
    await expect(verify(token)).resolves.toMatchObject({ sub: 'someone' });
  });

  it('reads public or private keys as PEMs, a JWK, a list or a JWKS, and refuses anything else', () => {
    const pair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const a = pair();
    const b = pair();
    const pemOf = (k: crypto.KeyObject) =>
      k.export({ type: k.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString();
    const jwkOf = (k: crypto.KeyObject, kid: string) => ({ ...k.export({ format: 'jwk' }), kid });
    const kids = (value: string) =>
      configFor(newDataDir(), { IDP_PUBLISHED_KEYS: value }).idpPublishedKeys!.map((k) => k.kid);
    const thumbA = configFor(newDataDir(), { IDP_SIGNING_KEY: pemOf(a.privateKey) }).idpSigningKey!
      .kid;
    expect(kids(`${pemOf(a.privateKey)}\n${pemOf(b.publicKey)}`)).toEqual([
      thumbA,
      expect.any(String),
    ]);
    expect(kids(pemOf(a.publicKey))).toEqual([thumbA]);
    expect(kids(JSON.stringify(jwkOf(a.privateKey, 'old-1')))).toEqual(['old-1']);
    expect(
      kids(JSON.stringify([jwkOf(a.publicKey, 'old-1'), jwkOf(b.privateKey, 'old-2')])),
    ).toEqual(['old-1', 'old-2']);
    expect(kids(JSON.stringify({ keys: [jwkOf(b.publicKey, 'next')] }))).toEqual(['next']);

    const problem = (value: string) => {
      try {
        configFor(newDataDir(), { IDP_PUBLISHED_KEYS: value });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('accepted');
    };
    expect(problem('not a key')).toMatch(/IDP_PUBLISHED_KEYS: must be RSA keys/);
    expect(problem('[]')).toMatch(/IDP_PUBLISHED_KEYS: must list at least one key/);
    const ec = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    expect(problem(pemOf(ec))).toMatch(/IDP_PUBLISHED_KEYS: must be an RSA key/);
    expect(problem(JSON.stringify({ kty: 'RSA', n: 'x' }))).toMatch(
      /IDP_PUBLISHED_KEYS: key 1 must be an RSA key as a JWK/,
    );
  });
});

describe.skipIf(embedded)('without settings, on PostgreSQL', () => {
  it('creates each secret once, the same for replicas starting at the same moment', async () => {
    await database.db.deleteFrom('server_secrets').execute();
    const all = await Promise.all(
      Array.from({ length: 5 }, () => loadServerSecrets(configFor(newDataDir()), database)),
    );
    for (const s of all.slice(1)) expect(s).toEqual(all[0]);
    const names = await database.db.selectFrom('server_secrets').select('name').execute();
    expect(names.map((n) => n.name).sort()).toEqual([
      'blob-signing',
      'idp-cookie-keys',
      'idp-signing-key',
      'rsvp-links',
      'unsubscribe-links',
    ]);
  });

  it("keeps an upgraded deployment's DATA_DIR keys, so links already mailed keep working", async () => {
    await database.db.deleteFrom('server_secrets').execute();
    // What the previous version made on its single replica.
    const old = newDataDir();
    const oldRsvp = loadOrCreateSecret(old, 'rsvp-links');
    const oldBlob = loadOrCreateSecret(old, 'blob-signing');
    const oldIdp = await loadOrCreateIdpKeys(old);
    const mailed = signRsvpLink(oldRsvp, claims);

    const upgraded = await loadServerSecrets(configFor(old), database);
    const added = await loadServerSecrets(configFor(newDataDir()), database);
    for (const s of [upgraded, added]) {
      expect(s.rsvpLinks.equals(oldRsvp)).toBe(true);
      expect(s.blobSigning.equals(oldBlob)).toBe(true);
      expect(s.idp).toEqual(oldIdp);
      expect(verifyRsvpLink(s.rsvpLinks, mailed).ok).toBe(true);
    }
  });
});

describe.skipIf(!embedded)('without settings, on the embedded database', () => {
  it('keeps the keys in DATA_DIR/keys as before', async () => {
    const dir = newDataDir();
    const first = await loadServerSecrets(configFor(dir), database);
    expect(fs.readdirSync(path.join(dir, 'keys')).sort()).toEqual([
      'blob-signing.secret',
      'idp-keys.json',
      'rsvp-links.secret',
      'unsubscribe-links.secret',
    ]);
    expect(await loadServerSecrets(configFor(dir), database)).toEqual(first);
    expect(await database.db.selectFrom('server_secrets').selectAll().execute()).toEqual([]);
  });
});
