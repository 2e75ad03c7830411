import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdpKeys {
  /** Private RS256 JWK (with kid) that signs ID and access tokens. */
  signingKey: JWK;
  /** Its public half, as served in the JWKS and trusted by the API. */
  publicKey: JWK;
  cookieKeys: string[];
}

/**
 * Generated on first start and kept in DATA_DIR/keys, so that tokens and sessions survive a
 * restart. The folder is readable by the server's user only.
 */
export async function loadOrCreateIdpKeys(dataDir: string): Promise<IdpKeys> {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'idp-keys.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      signingKey: JWK;
      cookieKeys: string[];
    };
    return { ...stored, publicKey: publicHalf(stored.signingKey) };
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const signingKey: JWK = {
    ...(await exportJWK(privateKey)),
    kid: crypto.randomBytes(12).toString('base64url'),
    alg: 'RS256',
    use: 'sig',
  };
  const cookieKeys = [crypto.randomBytes(32).toString('base64url')];
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ signingKey, cookieKeys }), { mode: 0o600 });
  fs.renameSync(tmp, file);
  return { signingKey, publicKey: publicHalf(signingKey), cookieKeys };
}

function publicHalf(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}
