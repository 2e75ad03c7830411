import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { isWithin, paths } from '../../lib/paths';
import { useSession } from '../../lib/auth/session';
import { ErrorPage } from '../errors/error-page';
import { LoadingScreen } from '../ui/loading-screen';
import { MemberLanguage } from './member-language';
import { OfflineNotice } from './offline-notice';
import { SiteFooter } from './site-footer';
import { ToastArea } from './toast-area';
import { TopNav } from './top-nav';
import './layout.css';

/** Route `handle` flags read by the layout. */
export interface RouteHandle {
  /** The page works without knowing the sign-in state (the IdP's sign-in page). */
  authIndependent?: boolean;
}

function useAuthIndependentRoute(): boolean {
  return useMatches().some((m) => (m.handle as RouteHandle | undefined)?.authIndependent === true);
}

/** Top navigation, toast area, content area and footer around every page. */
export function AppLayout() {
  const { t } = useTranslation(['common', 'layout']);
  const { status, error, login } = useSession();
  const authIndependent = useAuthIndependentRoute();
  const location = useLocation();
  const returnTo = isWithin(location.pathname, paths.auth.callback.path)
    ? paths.home.href()
    : `${location.pathname}${location.search}`;

  let content;
  if (!authIndependent && error) {
    content = (
      <ErrorPage
        lead={error.kind === 'login' ? t('errors.loginFailed') : t('errors.tokenFailed')}
        message={error.message}
        onRetry={() => void login(returnTo)}
        retryLabel={t('actions.logIn')}
      />
    );
  } else if (!authIndependent && status === 'loading') {
    content = <LoadingScreen message={t('auth.checking')} />;
  } else {
    content = (
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    );
  }

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('layout:skipToContent')}
      </a>
      <TopNav />
      <OfflineNotice />
      <MemberLanguage />
      <ToastArea />
      <main id="main" className="site-main" tabIndex={-1}>
        {content}
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
