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

export function idpKeys(signingKey: JWK, cookieKeys: string[]): IdpKeys {
  return { signingKey, publicKey: publicHalf(signingKey), cookieKeys };
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
  if (key.asymmetricKeyType !== 'rsa') throw new Error('must be an RSA private key (RS256)');
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

/** What an existing single-process deployment keeps in DATA_DIR/keys/idp-keys.json. */
export function readIdpKeyFile(dataDir: string): { signingKey: JWK; cookieKeys: string[] } | null {
  const file = path.join(dataDir, 'keys', 'idp-keys.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { signingKey: JWK; cookieKeys: string[] };
}

/**
 * The embedded database's keys (one process per DATA_DIR): generated on first start and kept in
 * DATA_DIR/keys, so that tokens and sessions survive a restart. The folder is readable by the
 * server's user only. With PostgreSQL the keys come from settings or the database instead
 * (platform/secrets.ts).
 */
export async function loadOrCreateIdpKeys(dataDir: string): Promise<IdpKeys> {
  const stored = readIdpKeyFile(dataDir);
  if (stored) return idpKeys(stored.signingKey, stored.cookieKeys);
  const signingKey = await generateIdpSigningKey();
  const cookieKeys = generateIdpCookieKeys();
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'idp-keys.json');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ signingKey, cookieKeys }), { mode: 0o600 });
  fs.renameSync(tmp, file);
  return idpKeys(signingKey, cookieKeys);
}

function publicHalf(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}
