import { useState } from 'react';
import { Auth0Provider } from '@auth0/auth0-react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { PublicConfig } from '@dugout/shared';
import { LoadingScreen } from '../components/ui/loading-screen';
import { Auth0SessionProvider } from '../lib/auth/auth0-session-provider';
import { ConfigContext, fetchPublicConfig } from '../lib/config';
import { paths } from '../lib/paths';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';

const configQuery = { queryKey: ['public-config'], queryFn: () => fetchPublicConfig() } as const;

/** The whole app: query client, then the run-time config, then auth, then the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigGate />
    </QueryClientProvider>
  );
}

/** Loads `GET /api/config` first: everything else (the IdP, the team name) depends on it. */
function ConfigGate() {
  const { t } = useTranslation();
  const config = useQuery({ ...configQuery, staleTime: Infinity, retry: 1 });
  if (config.isPending) {
    return (
      <div className="boot-screen">
        <LoadingScreen />
      </div>
    );
  }
  if (config.isError) {
    return (
      <div className="boot-screen" role="alert">
        <h1 className="boot-screen__title">{t('errors.title')}</h1>
        <p>{t('errors.configFailed')}</p>
        <p className="boot-screen__detail">{config.error.message}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void config.refetch()}
        >
          {t('actions.tryAgain')}
        </button>
      </div>
    );
  }
  return <AuthenticatedApp config={config.data} />;
}

function AuthenticatedApp({ config }: { config: PublicConfig }) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <ConfigContext value={config}>
      <Auth0Provider
        domain={config.auth.domain}
        clientId={config.auth.clientId}
        useRefreshTokens
        cacheLocation="localstorage"
        authorizationParams={{
          audience: config.auth.audience,
          scope: 'openid profile email offline_access',
          redirect_uri: window.location.origin + paths.auth.callback.path,
        }}
        onRedirectCallback={(appState) => {
          const returnTo = typeof appState?.returnTo === 'string' ? appState.returnTo : '/';
          // Only same-site paths: never let a crafted state send the browser elsewhere.
          const safe = returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
          void router.navigate(safe, { replace: true });
        }}
      >
        <Auth0SessionProvider>
          <RouterProvider router={router} />
        </Auth0SessionProvider>
      </Auth0Provider>
    </ConfigContext>
  );
}
