import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Outlet, useLocation } from 'react-router';
import { isWithin, paths } from '../../lib/paths';
import { useSession } from '../../lib/auth/session';
import { ErrorPage } from '../errors/error-page';
import { PageErrorBoundary } from '../errors/page-error-boundary';
import { LoadingScreen } from '../ui/loading-screen';
import { MemberLanguage } from './member-language';
import { OfflineNotice } from './offline-notice';
import { SiteFooter } from './site-footer';
import { ToastArea } from './toast-area';
import { TopNav } from './top-nav';
import { useScrollRestoration } from './use-scroll-restoration';
import './layout.css';

/**
 * Top navigation, toast area, content area and footer around every page.
 * `authIndependentPaths`: the route patterns of pages that work without knowing the sign-in state
 * (the IdP's sign-in page), shown while the session is still being checked.
 */
export function AppLayout({ authIndependentPaths }: { authIndependentPaths: readonly string[] }) {
  const { t } = useTranslation(['common', 'layout']);
  const { status, error, login } = useSession();
  const location = useLocation();
  const authIndependent = authIndependentPaths.some((path) => matchPath(path, location.pathname));
  useScrollRestoration();
  const returnTo = isWithin(location.pathname, paths.auth.callback.path)
    ? paths.home.href()
    : `${location.pathname}${location.search}`;

  let content;
  if (!authIndependent && error) {
    content = (
      <ErrorPage
        lead={error.kind === 'login' ? t('errors.loginFailed') : t('errors.tokenFailed')}
        message={error.message}
        onRetry={() => login(returnTo)}
        retryLabel={t('actions.logIn')}
      />
    );
  } else if (!authIndependent && status === 'loading') {
    content = <LoadingScreen message={t('auth.checking')} />;
  } else {
    content = (
      <PageErrorBoundary resetKey={location.key}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
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
    </div>
  );
}
