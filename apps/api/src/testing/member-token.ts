import { importJWK, SignJWT, type JWTPayload } from 'jose';
import type { AppConfig } from '../platform/config';
import type { IdpKeys } from '../platform/idp/signing-keys';

/**
 * Signs access tokens for contacts as the embedded IdP signs them, with the keys a server loaded:
 * 15 minutes, for the portal's audience, the member's id in its claim (`overrides` on top).
 */
export async function memberTokenSigner(config: AppConfig, keys: IdpKeys) {
  const signingKey = await importJWK(keys.signingKey, 'RS256');
  return (contactId: string, overrides: JWTPayload = {}) =>
    new SignJWT({
      [config.MEMBER_ID_CLAIM]: contactId,
      [config.PERMISSIONS_CLAIM]: [],
      scope: 'openid profile email offline_access',
      client_id: config.clientId,
      ...overrides,
    })
      .setProtectedHeader({ alg: 'RS256', kid: keys.signingKey.kid!, typ: 'at+jwt' })
      .setIssuer(config.issuer)
      .setAudience(config.AUTH_AUDIENCE)
      .setSubject(contactId)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(signingKey);
}
