import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { can, type Ability } from '@dugout/shared';
import { ForbiddenPage } from '../components/errors/forbidden-page';
import { LoadingScreen } from '../components/ui/loading-screen';
import { useSession } from '../lib/auth/session';

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
      void login(wanted);
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
