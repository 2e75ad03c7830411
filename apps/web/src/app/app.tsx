import { startTransition, useEffect, useState } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setPhoneRegion, type PublicConfig } from '@dugout/shared';
import { LoadingScreen } from '../components/ui/loading-screen';
import { SessionProvider } from '../lib/auth/session-provider';
import { ConfigContext, fetchPublicConfig } from '../lib/config';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';

const configKeys = { all: ['public-config'] as const };
const configQuery = { queryKey: configKeys.all, queryFn: () => fetchPublicConfig() };

/** The whole app: query client, then the run-time config, then the session, then the router. */
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
  // The app's first real render (router, layout, page) runs as a transition, in slices that let
  // the browser breathe: a query result alone would render it in one long synchronous task.
  const [shown, setShown] = useState<PublicConfig | null>(null);
  useEffect(() => {
    if (config.data && config.data !== shown) startTransition(() => setShown(config.data));
  }, [config.data, shown]);
  if (config.isPending || (config.data && !shown)) {
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
  return <AuthenticatedApp config={shown ?? config.data} />;
}

function AuthenticatedApp({ config }: { config: PublicConfig }) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  // The phone rule reads numbers without +country in the server's PHONE_REGION.
  setPhoneRegion(config.phoneRegion);
  return (
    <ConfigContext value={config}>
      <SessionProvider
        config={config}
        onReturn={(path) => void router.navigate(path, { replace: true })}
      >
        <RouterProvider router={router} />
      </SessionProvider>
    </ConfigContext>
  );
}
