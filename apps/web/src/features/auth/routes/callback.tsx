import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useSession } from '../../../lib/auth/session';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * Spec "/callback": the Auth0 provider exchanges the code and its onRedirectCallback navigates to
 * the page the user wanted. Landing here without a code (a bookmark, the back button) goes home.
 */
export default function CallbackRoute() {
  const { t } = useTranslation('auth');
  const { status } = useSession();
  const { search } = useLocation();
  useDocumentTitle(t('callback.title'));

  const params = new URLSearchParams(search);
  const hasCode = (params.has('code') || params.has('error')) && params.has('state');
  if (status !== 'loading' && !hasCode) return <Navigate to={paths.home.href()} replace />;
  return <LoadingScreen message={t('callback.message')} />;
}
