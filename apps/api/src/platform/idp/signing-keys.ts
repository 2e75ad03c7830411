import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdpKeys {
  /** Private RS256 JWK (with kid) that signs ID and access tokens. */
  signingKey: JWK;
  /** Its public half, as served in the JWKS and trusted by the API. */
  publicKey: JWK;
  /** Keys of the IdP's signed cookies: the first signs, every one verifies (rotation). */
  cookieKeys: string[];
  /** Signing keys replaced by a rotation: still published and trusted until their tokens expire. */
  retiredKeys: RetiredSigningKey[];
  /**
   * IDP_PUBLISHED_KEYS: public keys published and trusted while the setting lists them, never
   * signing (the key a setting gave before, or the next one before every replica signs with it).
   */
  publishedKeys: JWK[];
}

/** A signing key a rotation replaced, and when (ISO 8601). */
export interface RetiredSigningKey {
  key: JWK;
  retiredAt: string;
}

/**
 * How often every server reads its keys again from their store (PostgreSQL also tells them at
 * once, by NOTIFY, when a rotation commits): a rotated key signs on every replica within this.
 */
export const KEY_CHECK_INTERVAL_MS = 60_000;

/**
 * How long a replaced signing key stays published and trusted, counted from the rotation: the
 * longest lifetime of a token it signed (the ID token's hour; access tokens live 15 minutes,
 * refresh tokens are not signed), the verifier's 60 s clock leeway, and two key checks (a
 * replica may sign with the old key until its next check, one check missed allowed for).
 */
export const RETIRED_KEY_GRACE_SECONDS = 60 * 60 + 60 + (2 * KEY_CHECK_INTERVAL_MS) / 1000;

/** The retired keys some token signed with may still be presented with, at `now`. */
export function liveRetiredKeys(
  retired: RetiredSigningKey[],
  now = new Date(),
): RetiredSigningKey[] {
  return retired.filter(
    (r) => Date.parse(r.retiredAt) + RETIRED_KEY_GRACE_SECONDS * 1000 > now.getTime(),
  );
}

/**
 * The public keys published in the JWKS and trusted at `now`: the signing key's first, then live
 * retired ones, then IDP_PUBLISHED_KEYS (each kid once).
 */
export function verificationKeys(keys: IdpKeys, now = new Date()): JWK[] {
  const all = [
    keys.publicKey,
    ...liveRetiredKeys(keys.retiredKeys, now).map((r) => publicHalf(r.key)),
    ...keys.publishedKeys,
  ];
  return all.filter((k, i) => all.findIndex((o) => o.kid === k.kid) === i);
}

/**
 * The key ring after a rotation at `now`: a fresh key signs, the one it replaces joins the
 * retired keys, and retired keys past their grace are dropped.
 */
export async function rotatedKeyRing(
  signingKey: JWK,
  retired: RetiredSigningKey[],
  now = new Date(),
): Promise<{ signingKey: JWK; retiredKeys: RetiredSigningKey[] }> {
  return {
    signingKey: await generateIdpSigningKey(),
    retiredKeys: [
      { key: signingKey, retiredAt: now.toISOString() },
      ...liveRetiredKeys(retired, now),
    ],
  };
}

/** Shortest cookie key accepted from IDP_COOKIE_KEYS (characters). */
export const MIN_COOKIE_KEY_LENGTH = 32;

/** A fresh RS256 signing key (private JWK with a random kid). */
export async function generateIdpSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  return {
    ...(await exportJWK(privateKey)),
    kid: crypto.randomBytes(12).toString('base64url'),
    alg: 'RS256',
    use: 'sig',
  };
}

export function generateIdpCookieKeys(): string[] {
  return [crypto.randomBytes(32).toString('base64url')];
}

export function idpKeys(
  signingKey: JWK,
  cookieKeys: string[],
  retiredKeys: RetiredSigningKey[] = [],
  publishedKeys: JWK[] = [],
): IdpKeys {
  return { signingKey, publicKey: publicHalf(signingKey), cookieKeys, retiredKeys, publishedKeys };
}

/**
 * The IDP_SIGNING_KEY setting: an RSA private key of at least 2048 bits, as a JWK (JSON) or a
 * PEM (PKCS#8 or PKCS#1). Without a `kid` the key's RFC 7638 thumbprint is used, so that every
 * replica given the same key names it the same way. Throws an Error whose message says what is
 * wrong (never the key itself).
 */
export function parseIdpSigningKey(text: string): JWK {
  const trimmed = text.trim();
  let given: JWK | null = null;
  let key: crypto.KeyObject;
  try {
    if (trimmed.startsWith('{')) {
      given = JSON.parse(trimmed) as JWK;
      key = crypto.createPrivateKey({ key: given as crypto.JsonWebKey, format: 'jwk' });
    } else {
      key = crypto.createPrivateKey(trimmed.replace(/\\n/g, '\n'));
    }
  } catch {
    throw new Error('must be an RSA private key, as a JWK (JSON) or a PEM');
  }
  return namedRs256Key(key, given);
}

/**
 * The IDP_PUBLISHED_KEYS setting: RSA keys, public or private (only the public half is kept), as
 * a JWK, a JSON list of JWKs, a JWKS (`{"keys": [...]}`) or one or more PEMs. Each is named as
 * IDP_SIGNING_KEY names it (its `kid`, else its thumbprint), so a key moved from IDP_SIGNING_KEY
 * keeps the kid its tokens carry.
 */
export function parseIdpPublishedKeys(text: string): JWK[] {
  const trimmed = text.trim().replace(/\\n/g, '\n');
  const keys: JWK[] = [];
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new Error('must be RSA keys as JWKs (JSON) or PEMs');
    }
    const list = Array.isArray(parsed)
      ? parsed
      : Array.isArray((parsed as { keys?: unknown }).keys)
        ? (parsed as { keys: unknown[] }).keys
        : [parsed];
    for (const [i, item] of list.entries()) {
      let key: crypto.KeyObject;
      try {
        key = crypto.createPublicKey({ key: item as crypto.JsonWebKey, format: 'jwk' });
      } catch {
        throw new Error(`key ${i + 1} must be an RSA key as a JWK`);
      }
      keys.push(publicHalf(namedRs256Key(key, item as JWK)));
    }
  } else {
    const pems = trimmed.match(/-----BEGIN [A-Z ]+-----[\s\S]+?-----END [A-Z ]+-----/g) ?? [];
    if (pems.length === 0) throw new Error('must be RSA keys as JWKs (JSON) or PEMs');
    for (const [i, pem] of pems.entries()) {
      let key: crypto.KeyObject;
      try {
        key = crypto.createPublicKey(pem);
      } catch {
        throw new Error(`key ${i + 1} must be an RSA key as a PEM`);
      }
      keys.push(publicHalf(namedRs256Key(key, null)));
    }
  }
  if (keys.length === 0) throw new Error('must list at least one key');
  return keys;
}

/** An RS256 key of 2048 bits or more as a JWK, its kid the given one or its thumbprint. */
function namedRs256Key(key: crypto.KeyObject, given: JWK | null): JWK {
  if (key.asymmetricKeyType !== 'rsa') throw new Error('must be an RSA key (RS256)');
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
    throw new Error('must be an RSA key of at least 2048 bits');
  }
  if (given?.alg && given.alg !== 'RS256') throw new Error('must be an RS256 key');
  const jwk = key.export({ format: 'jwk' }) as JWK;
  const thumbprint = crypto
    .createHash('sha256')
    .update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n }))
    .digest('base64url');
  return { ...jwk, kid: given?.kid ?? thumbprint, alg: 'RS256', use: 'sig' };
}

/** The IDP_COOKIE_KEYS setting: comma-separated keys, newest first, each long enough. */
export function parseIdpCookieKeys(text: string): string[] {
  const keys = text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (keys.length === 0) throw new Error('must list at least one key');
  if (keys.some((k) => k.length < MIN_COOKIE_KEY_LENGTH)) {
    throw new Error(`each key must be at least ${MIN_COOKIE_KEY_LENGTH} characters`);
  }
  return keys;
}

interface IdpKeyFile {
  signingKey: JWK;
  cookieKeys: string[];
  /** Absent in files written before rotation existed. */
  retiredSigningKeys?: RetiredSigningKey[];
}

/** What an existing single-process deployment keeps in DATA_DIR/keys/idp-keys.json. */
export function readIdpKeyFile(dataDir: string): IdpKeyFile | null {
  const file = path.join(dataDir, 'keys', 'idp-keys.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as IdpKeyFile;
}

/** Replaces the key file in one step (a reader never sees half of it). */
function writeIdpKeyFile(dataDir: string, contents: IdpKeyFile): void {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'idp-keys.json');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(contents), { mode: 0o600 });
  fs.renameSync(tmp, file);
}

/** Rotates the signing key in DATA_DIR/keys (the embedded database's store); null without one. */
export async function rotateIdpKeyFile(dataDir: string, now = new Date()): Promise<JWK | null> {
  const stored = readIdpKeyFile(dataDir);
  if (!stored) return null;
  const ring = await rotatedKeyRing(stored.signingKey, stored.retiredSigningKeys ?? [], now);
  writeIdpKeyFile(dataDir, {
    signingKey: ring.signingKey,
    cookieKeys: stored.cookieKeys,
    retiredSigningKeys: ring.retiredKeys,
  });
  return ring.signingKey;
}

/**
 * The embedded database's keys (one process per DATA_DIR): generated on first start and kept in
 * DATA_DIR/keys, so that tokens and sessions survive a restart. The folder is readable by the
 * server's user only. With PostgreSQL the keys come from settings or the database instead
 * (platform/secrets.ts).
 */
export async function loadOrCreateIdpKeys(dataDir: string): Promise<IdpKeys> {
  const stored = readIdpKeyFile(dataDir);
  if (stored) {
    return idpKeys(stored.signingKey, stored.cookieKeys, stored.retiredSigningKeys ?? []);
  }
  const signingKey = await generateIdpSigningKey();
  const cookieKeys = generateIdpCookieKeys();
  writeIdpKeyFile(dataDir, { signingKey, cookieKeys });
  return idpKeys(signingKey, cookieKeys);
}

export function publicHalf(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}
