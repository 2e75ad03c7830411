import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PublicConfig } from '@dugout/shared';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { clearMemberOfflineData } from '../offline/offline';
import { paths } from '../paths';
import { SessionContext, type Session } from './session';

const loadAuth0Session = () => import('./auth0-session-provider');
const Auth0Session = lazy(loadAuth0Session);

/**
 * Whether this browser may hold a session: the Auth0 SDK's marker cookie (without it the SDK
 * skips its session check; `_legacy_` copies count too), tokens it cached (it shows their user
 * without the cookie), or the IdP sending the member back to /callback. A browser with none of
 * these is a guest to the SDK too.
 */
function hasSessionTraces(isMarkerCookie: (name: string) => boolean): boolean {
  const cookies = document.cookie.split('; ').map((c) => c.split('=')[0]!.replace(/^_legacy_/, ''));
  if (cookies.some(isMarkerCookie)) return true;
  try {
    if (Object.keys(window.localStorage).some((k) => k.startsWith('@@auth0spajs@@'))) return true;
  } catch {
    // Storage may be blocked; the cookie decides.
  }
  return window.location.pathname === paths.auth.callback.path;
}

/** For this client: its marker cookie, or the SDK's older client-less name. */
export function mayHaveSession(clientId: string): boolean {
  return hasSessionTraces(
    (name) => name === `auth0.${clientId}.is.authenticated` || name === 'auth0.is.authenticated',
  );
}

/**
 * Starts fetching the SDK at boot when a member looks signed in (the client id is not known
 * until /api/config answers, so any client's marker counts), alongside /api/config rather than
 * after it.
 */
export function preloadAuthIfSignedIn(): void {
  if (hasSessionTraces((name) => /^auth0\.(.+\.)?is\.authenticated$/.test(name))) {
    // Only a head start: the session imports it again when it renders, and shows a failure then.
    loadAuth0Session().catch(() => {});
  }
}

/**
 * The session for the whole app. A guest gets one without the Auth0 SDK (a fifth of the first
 * load's JavaScript); the SDK is loaded when a member may be signed in, or when a guest starts to
 * sign in, and its session then takes over (the page shows a loading screen for that moment).
 */
export function SessionProvider({
  config,
  onReturn,
  children,
}: {
  config: PublicConfig;
  onReturn: (path: string) => void;
  children: ReactNode;
}) {
  const [useSdk, setUseSdk] = useState(() => mayHaveSession(config.auth.clientId));
  const [pendingLogin, setPendingLogin] = useState<string | null>(null);
  const guest = useMemo<Session>(
    () => ({
      status: 'guest',
      member: null,
      error: null,
      login: (returnTo = '/') => {
        setPendingLogin(returnTo);
        setUseSdk(true);
      },
      logout: () => {},
      getAccessToken: () => Promise.reject(new Error('Not signed in')),
      refreshMember: () => Promise.resolve(),
    }),
    [],
  );
  // A guest's browser keeps no member's offline copy: the logout cleared it before leaving, but
  // an answer the service worker was still putting away then (a busy phone) could outlive that
  // clear, and the page a logout returns to is a guest's, without the SDK's session to clear it.
  useEffect(() => {
    if (!useSdk) clearMemberOfflineData().catch(() => {});
  }, [useSdk]);
  if (!useSdk) return <SessionContext value={guest}>{children}</SessionContext>;
  return (
    <Suspense
      fallback={
        <div className="boot-screen">
          <LoadingScreen />
        </div>
      }
    >
      <Auth0Session config={config} onReturn={onReturn} pendingLogin={pendingLogin}>
        {children}
      </Auth0Session>
    </Suspense>
  );
}
