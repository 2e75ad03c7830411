import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingScreen } from '../components/ui/loading-screen';
import type { Member } from '../lib/auth/member';
import { useSession } from '../lib/auth/session';

// Fetched only for a member whose name looks made from their address: almost never.
const NameRequest = lazy(() => import('../features/profile/components/name-request'));

/**
 * Whether the token's name could be one no one chose: empty, the address, or its local part (what
 * ADMIN_EMAILS gives a card it creates). Only then is /api/me asked whether the member still
 * needs a name, so other members' page loads read nothing more.
 */
export function nameLooksMadeUp(member: Pick<Member, 'name' | 'email'>): boolean {
  const name = member.name?.trim().toLowerCase() ?? '';
  if (!name) return true;
  const email = member.email?.trim().toLowerCase();
  if (!email) return false;
  return name === email || name === email.split('@')[0];
}

/** A signed-in member the server marks as needing a name gives it before any page shows. */
export function NameGate({ children }: { children: ReactNode }) {
  const { status, member } = useSession();
  if (status !== 'member' || !member || !nameLooksMadeUp(member)) return children;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <NameRequest>{children}</NameRequest>
    </Suspense>
  );
}
