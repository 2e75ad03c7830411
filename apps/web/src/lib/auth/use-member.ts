import type { Member } from './member';
import { useSession } from './session';

/** The signed-in member, or null for a guest (and while the sign-in state loads). */
export function useMember(): Member | null {
  return useSession().member;
}
