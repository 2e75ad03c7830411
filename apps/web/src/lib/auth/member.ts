import type { MemberLike, PublicConfig } from '@dugout/shared';
import { decodeJwtPayload } from './jwt';

/** The signed-in member as the access token describes them. Ask `can(member, ability)`. */
export interface Member extends MemberLike {
  /** The member's contact id (the member-id claim), null if the token has none. */
  id: string | null;
  permissions: string[];
  email: string | null;
  name: string | null;
}

export type ClaimNames = Pick<PublicConfig['auth'], 'memberIdClaim' | 'permissionsClaim'>;

function stringOrNull(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** Builds the member from an access token's claims, with the ID token's profile as a fallback. */
export function memberFromAccessToken(
  accessToken: string,
  claims: ClaimNames,
  profile?: { email?: string; name?: string } | null,
): Member {
  const payload = decodeJwtPayload(accessToken);
  const permissions = payload[claims.permissionsClaim];
  return {
    id: stringOrNull(payload[claims.memberIdClaim]),
    permissions: Array.isArray(permissions)
      ? permissions.filter((p): p is string => typeof p === 'string')
      : [],
    email: stringOrNull(payload.email) ?? stringOrNull(profile?.email),
    name: stringOrNull(payload.name) ?? stringOrNull(profile?.name),
  };
}
