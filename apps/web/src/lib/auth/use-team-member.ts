import { can, type Ability } from '@dugout/shared';
import { useMe } from '../api/me';
import type { Member } from './member';
import { useMember } from './use-member';

export interface TeamMember extends Member {
  /** The teams the member manages (GET /api/me; none until it has loaded). */
  managedTeams: readonly number[];
}

/**
 * The signed-in member with the teams they manage, for the team-scoped rule (`canForTeams`,
 * packages/shared) the server enforces. /api/me is asked only when `ability` alone would not
 * allow it (an admin's pages wait for nothing); `loading` while it is on its way.
 */
export function useTeamMember(ability: Ability): { member: TeamMember | null; loading: boolean } {
  const member = useMember();
  const needed = !!member && !can(member, ability);
  const me = useMe(needed);
  if (!member) return { member: null, loading: false };
  return {
    member: { ...member, managedTeams: me.data?.managedTeams ?? [] },
    loading: needed && me.isPending,
  };
}
