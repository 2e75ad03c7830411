import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useSession } from '../../../lib/auth/session';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec "/login": signed in → home; otherwise the IdP's login (forced prompt), back to "/". */
export default function LoginRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const { status, login } = useSession();
  const started = useRef(false);
  useDocumentTitle(t('login.title'));

  useEffect(() => {
    if (status === 'guest' && !started.current) {
      started.current = true;
      login(paths.home.href());
    }
  }, [status, login]);

  if (status === 'member') return <Navigate to={paths.home.href()} replace />;
  return <LoadingScreen message={t('common:auth.redirecting')} />;
}
