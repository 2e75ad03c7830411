import { lazy, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { can, canForSomeTeam, type Ability, type TeamAbility } from '@dugout/shared';
import { LoadingScreen } from '../components/ui/loading-screen';
import { useSession } from '../lib/auth/session';
import { useTeamMember } from '../lib/auth/use-team-member';

// Seen only by a member lacking a page's permission: fetched then, inside the page's Suspense.
const ForbiddenPage = lazy(() =>
  import('../components/errors/forbidden-page').then((m) => ({ default: m.ForbiddenPage })),
);

/**
 * A guest opening a members' page is sent to the IdP (forced login prompt) and comes
 * back to the page they wanted; a spinner shows meanwhile.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status, login } = useSession();
  const location = useLocation();
  const wanted = `${location.pathname}${location.search}${location.hash}`;
  const started = useRef(false);

  useEffect(() => {
    if (status === 'guest' && !started.current) {
      started.current = true;
      login(wanted);
    }
  }, [status, login, wanted]);

  if (status !== 'member') return <LoadingScreen message={t('auth.redirecting')} />;
  return children;
}

/** A members' page that also needs an ability; others get the "no permission" page. */
export function RequireAbility({ ability, children }: { ability: Ability; children: ReactNode }) {
  const { member } = useSession();
  return <RequireAuth>{can(member, ability) ? children : <ForbiddenPage />}</RequireAuth>;
}

/**
 * A page of a team-scoped ability: its holders, and a team manager (who then acts for their
 * teams only: the page offers no more, and the server checks each event and recipient).
 */
export function RequireTeamAbility({
  ability,
  children,
}: {
  ability: TeamAbility;
  children: ReactNode;
}) {
  const { member, loading } = useTeamMember(ability);
  return (
    <RequireAuth>
      {loading ? <LoadingScreen /> : canForSomeTeam(member, ability) ? children : <ForbiddenPage />}
    </RequireAuth>
  );
}
