import { useAuth0 } from '@auth0/auth0-react';
import { useQuery } from '@tanstack/react-query';
import type { MemberLike, PublicConfig } from '@dugout/shared';
import { decodeJwtPayload } from './jwt';
import { useSession } from './session';

/** The signed-in member as the access token describes them. Ask `can(member, ability)`. */
export interface Member extends MemberLike {
  /** The member's contact id (the member-id claim), null if the token has none. */
  id: string | null;
  permissions: string[];
  email: string | null;
  name: string | null;
}

type ClaimNames = Pick<PublicConfig['auth'], 'memberIdClaim' | 'permissionsClaim'>;

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

export const memberQueryKey = (subject: string | undefined) => ['auth', 'member', subject] as const;

/**
 * Auth0 side: gets the access token (getAccessTokenSilently) and decodes the member from it.
 * Used once, by Auth0SessionProvider; components read the result with `useMember()`.
 */
export function useAuth0Member(claims: ClaimNames) {
  const { isAuthenticated, user, getAccessTokenSilently } = useAuth0();
  const { memberIdClaim, permissionsClaim } = claims;
  return useQuery({
    queryKey: memberQueryKey(user?.sub),
    queryFn: async () => {
      const accessToken = await getAccessTokenSilently();
      if (!accessToken) throw new Error('No access token');
      return memberFromAccessToken(accessToken, { memberIdClaim, permissionsClaim }, user);
    },
    enabled: isAuthenticated,
    // Permissions can change on the server; a refreshed token carries the new list.
    staleTime: 60_000,
    retry: false,
  });
}

/** The signed-in member, or null for a guest (and while the sign-in state loads). */
export function useMember(): Member | null {
  return useSession().member;
}
