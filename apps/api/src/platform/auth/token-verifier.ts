import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose';
import { AppError } from '../errors';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Embedded IdP: its public key. Auth0: null, and the JWKS URL is used. */
  localKeys: JWK[] | null;
  jwksUrl: string | null;
}

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

const invalid = (message: string) => new AppError(401, 'invalid_token', message);

/** RS256 only; signature via the issuer's keys; iss, aud, exp and nbf with a 60 s leeway. */
export function createTokenVerifier(opts: TokenVerifierOptions): TokenVerifier {
  const keySet = opts.localKeys
    ? createLocalJWKSet({ keys: opts.localKeys })
    : createRemoteJWKSet(new URL(opts.jwksUrl!), { timeoutDuration: 10_000 });
  return async (token) => {
    let header;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw invalid('The access token is malformed');
    }
    if (header.alg !== 'RS256') throw invalid('The access token must be signed with RS256');
    if (!header.kid) throw invalid('The access token has no key id');
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: opts.issuer,
        audience: opts.audience,
        algorithms: ['RS256'],
        clockTolerance: 60,
        requiredClaims: ['exp', 'sub'],
      });
      return payload;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw invalid('The access token has expired');
      if (err instanceof joseErrors.JWTClaimValidationFailed) {
        throw invalid(`The access token's ${err.claim} claim is not valid`);
      }
      throw invalid('The access token could not be verified');
    }
  };
}
