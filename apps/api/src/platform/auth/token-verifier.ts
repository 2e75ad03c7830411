import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose';
import { localizedError, type LocalizedMessage } from '../errors';
import { errorsCatalog } from '../i18n/errors.locales';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /**
   * Embedded IdP: its public keys (the signing key's and those a rotation replaced, read at each
   * signature check, so a retired key stops counting once its grace ends). Auth0: null, and the
   * JWKS URL is used.
   */
  localKeys: (() => JWK[]) | null;
  /**
   * Embedded IdP: re-reads the keys from their store, called when a token names a key not among
   * them (another replica, or a rotation, started signing with a new one). At most every 30 s.
   */
  reloadKeys?: () => Promise<void>;
  jwksUrl: string | null;
}

const RELOAD_INTERVAL_MS = 30_000;

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

const invalid = (render: LocalizedMessage) => localizedError(401, 'invalid_token', render);
const tokenText = (key: 'malformed' | 'algorithm' | 'noKeyId' | 'expired' | 'unverified') =>
  invalid((language) => errorsCatalog.in(language)(`token.${key}`));

const LEEWAY_SECONDS = 60;
/** How long a verified token is trusted without checking its signature again. */
const VERIFIED_TTL_MS = 60_000;
const VERIFIED_MAX_ENTRIES = 10_000;

/**
 * Remembers tokens already verified, for a minute and never past their expiry: a member's
 * browser sends the same access token with every request for 15 minutes, and an RSA signature
 * check per request was a tenth of a read's cost. Only successes are kept; the map is bounded
 * (oldest entries go first). Permissions are not cached here: the gate reads them per request.
 */
function withVerifiedCache(verify: TokenVerifier): TokenVerifier {
  const verified = new Map<string, { payload: JWTPayload; until: number }>();
  // A page's calls come side by side with the same new token: one signature check for them all.
  const checking = new Map<string, Promise<JWTPayload>>();
  const verifyOnce = (token: string) => {
    let pending = checking.get(token);
    if (!pending) {
      pending = verify(token).finally(() => checking.delete(token));
      checking.set(token, pending);
    }
    return pending;
  };
  return async (token) => {
    const now = Date.now();
    const hit = verified.get(token);
    if (hit && now < hit.until) return hit.payload;
    if (hit) verified.delete(token);
    const payload = await verifyOnce(token);
    const expiresAt = ((payload.exp ?? 0) + LEEWAY_SECONDS) * 1000;
    if (verified.size >= VERIFIED_MAX_ENTRIES) {
      verified.delete(verified.keys().next().value!);
    }
    verified.set(token, { payload, until: Math.min(now + VERIFIED_TTL_MS, expiresAt) });
    return payload;
  };
}

/** RS256 only; signature via the issuer's keys; iss, aud, exp and nbf with a 60 s leeway. */
export function createTokenVerifier(opts: TokenVerifierOptions): TokenVerifier {
  return withVerifiedCache(createUncachedVerifier(opts));
}

function createUncachedVerifier(opts: TokenVerifierOptions): TokenVerifier {
  const remote = opts.localKeys
    ? null
    : createRemoteJWKSet(new URL(opts.jwksUrl!), { timeoutDuration: 10_000 });
  let reloadedAt = -Infinity;
  // The set is rebuilt only when the trusted kids change: it keeps the imported keys.
  let built: { kids: string; set: ReturnType<typeof createLocalJWKSet> } | null = null;
  const localKeySet = async (kid: string) => {
    let keys = opts.localKeys!();
    if (!keys.some((k) => k.kid === kid) && opts.reloadKeys) {
      if (Date.now() - reloadedAt >= RELOAD_INTERVAL_MS) {
        reloadedAt = Date.now();
        await opts.reloadKeys();
        keys = opts.localKeys!();
      }
    }
    const kids = keys.map((k) => k.kid).join(' ');
    if (built?.kids !== kids) built = { kids, set: createLocalJWKSet({ keys }) };
    return built.set;
  };
  return async (token) => {
    let header;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw tokenText('malformed');
    }
    if (header.alg !== 'RS256') throw tokenText('algorithm');
    if (!header.kid) throw tokenText('noKeyId');
    try {
      const keySet = remote ?? (await localKeySet(header.kid));
      const { payload } = await jwtVerify(token, keySet, {
        issuer: opts.issuer,
        audience: opts.audience,
        algorithms: ['RS256'],
        clockTolerance: LEEWAY_SECONDS,
        requiredClaims: ['exp', 'sub'],
      });
      return payload;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw tokenText('expired');
      if (err instanceof joseErrors.JWTClaimValidationFailed) {
        throw invalid((language) =>
          errorsCatalog.in(language)('token.claim', { claim: err.claim }),
        );
      }
      throw tokenText('unverified');
    }
  };
}
