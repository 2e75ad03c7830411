import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Auth0Provider, useAuth0 } from '@auth0/auth0-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@dugout/shared';
import { clearMemberOfflineData } from '../offline/offline';
import { forgetRememberedAnswers } from '../api-client';
import { useConfig } from '../config';
import { SessionContext, type Session } from './session';
import { sessionState } from './session-state';
import { paths } from '../paths';
import { noteFreshSignIn } from '../i18n/sign-in-language';
import { revokeRefreshToken } from './revoke-refresh-token';
import { memberFromAccessToken, type ClaimNames } from './member';

const memberQueryKeys = { all: ['auth', 'member'] as const };
const memberQueryKey = (subject: string | undefined) => [...memberQueryKeys.all, subject] as const;

/**
 * Auth0 side: gets the access token (getAccessTokenSilently) and decodes the member from it.
 * Used once, by Auth0SessionProvider; components read the result with `useMember()`.
 */
function useAuth0Member(claims: ClaimNames) {
  const { isAuthenticated, user, getAccessTokenSilently, getIdTokenClaims } = useAuth0();
  const { memberIdClaim, permissionsClaim } = claims;
  return useQuery({
    queryKey: memberQueryKey(user?.sub),
    queryFn: async () => {
      const accessToken = await getAccessTokenSilently();
      if (!accessToken) throw new Error('No access token');
      // The SDK's ID token of now, not the `user` of the last render: after refreshMember the
      // new one (a new name) is read at once.
      const profile = (await getIdTokenClaims()) ?? user;
      return memberFromAccessToken(accessToken, { memberIdClaim, permissionsClaim }, profile);
    },
    enabled: isAuthenticated,
    // Permissions can change on the server; a refreshed token carries the new list.
    staleTime: 60_000,
    retry: false,
  });
}

/** Token errors after which the user is simply signed out locally (a silent logout). */
const SIGNED_OUT_ERRORS = new Set(['login_required', 'missing_refresh_token', 'invalid_grant']);

function oauthErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'error' in error) {
    const code = (error as { error: unknown }).error;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** What this browser kept of the member: the offline lists and the answers kept for revalidation. */
function forgetMemberData(): Promise<void> {
  forgetRememberedAnswers();
  return clearMemberOfflineData();
}

/** Turns Auth0's state into the app's Session (see session.ts). */
function Auth0SessionProvider({
  pendingLogin,
  children,
}: {
  pendingLogin: string | null;
  children: ReactNode;
}) {
  const config = useConfig();
  const { isLoading, isAuthenticated, error, loginWithRedirect, logout, getAccessTokenSilently } =
    useAuth0();
  const memberQuery = useAuth0Member(config.auth);
  const queryClient = useQueryClient();

  // One redirect to the IdP, whether a page asked for it or a guest's click brought us here.
  const redirecting = useRef(false);
  // The redirect could not start (the SDK refused): the page stays, showing why, and Log In may
  // try again.
  const [redirectError, setRedirectError] = useState<Error | undefined>(undefined);
  const login = useCallback(
    (returnTo = '/') => {
      if (redirecting.current) return;
      redirecting.current = true;
      setRedirectError(undefined);
      loginWithRedirect({
        appState: { returnTo },
        authorizationParams: { prompt: 'login' },
      }).catch((err: unknown) => {
        redirecting.current = false;
        setRedirectError(err instanceof Error ? err : new Error(String(err)));
      });
    },
    [loginWithRedirect],
  );
  useEffect(() => {
    if (pendingLogin !== null && !isLoading && !isAuthenticated) login(pendingLogin);
  }, [pendingLogin, isLoading, isAuthenticated, login]);

  // A guest's page forgets any member's offline copy too: an answer the service worker cached
  // while the logout was clearing (a request still in flight) must not outlive it.
  useEffect(() => {
    if (!isLoading && !isAuthenticated && pendingLogin === null) {
      // Storage that refuses (a private window) kept nothing either: nothing to do on failure.
      clearMemberOfflineData().catch(() => {});
    }
  }, [isLoading, isAuthenticated, pendingLogin]);

  const tokenError = memberQuery.error;
  const signedOut = SIGNED_OUT_ERRORS.has(oauthErrorCode(tokenError) ?? '');

  useEffect(() => {
    if (signedOut) {
      // The session at the IdP is gone: forget the local one without leaving the page.
      forgetMemberData()
        .then(() => logout({ openUrl: false }))
        .catch((err: unknown) => console.error('Could not forget the signed-out session', err));
    }
  }, [signedOut, logout]);

  const session = useMemo<Session>(() => {
    const {
      status,
      member,
      error: sessionError,
    } = sessionState({
      sdkLoading: isLoading,
      authenticated: isAuthenticated,
      loginError: error ?? redirectError,
      member: memberQuery.data,
      memberPending: memberQuery.isPending,
      tokenError,
      signedOut,
    });

    return {
      status,
      member,
      error: sessionError,
      login,
      logout: () => {
        // The SDK forgets the session before its redirect to the IdP's logout leaves the page: a
        // members page would meanwhile ask to sign in again and race that redirect (seen under
        // load: the member ended on the sign-in page, not signed out at the origin). No sign-in
        // redirect starts while logging out.
        redirecting.current = true;
        // First, while the SDK still holds it: the refresh token dies at the IdP too.
        revokeRefreshToken(config.auth)
          .then(() => forgetMemberData())
          .then(() => logout({ logoutParams: { returnTo: window.location.origin } }))
          .catch((err: unknown) => {
            // Still signed in, on the same page: Log Out (or Log In) may be pressed again.
            redirecting.current = false;
            console.error('Could not log out', err);
          });
      },
      getAccessToken: () => getAccessTokenSilently(),
      refreshMember: async () => {
        // A refresh grant: the IdP fills the new ID token from the contact as it is now.
        await getAccessTokenSilently({ cacheMode: 'off' });
        await queryClient.invalidateQueries({ queryKey: memberQueryKeys.all });
      },
    };
  }, [
    error,
    redirectError,
    tokenError,
    signedOut,
    isAuthenticated,
    isLoading,
    memberQuery.data,
    memberQuery.isPending,
    login,
    logout,
    getAccessTokenSilently,
    config.auth,
    queryClient,
  ]);

  // The whole app reads the session: its changes (the SDK's check, the member's token) re-render
  // the app as a transition, in slices, instead of one long synchronous task.
  const shown = useDeferredValue(session);
  return <SessionContext value={shown}>{children}</SessionContext>;
}

/**
 * The Auth0 SDK and the session it gives: its own chunk, loaded only when a member may be signed
 * in or starts to sign in (see lib/auth/session-provider.tsx). Guests never download it.
 */
export default function Auth0Session({
  config,
  onReturn,
  pendingLogin,
  children,
}: {
  config: PublicConfig;
  /** Where to go after the IdP sent the member back (a same-site path). */
  onReturn: (path: string) => void;
  pendingLogin: string | null;
  children: ReactNode;
}) {
  return (
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
        noteFreshSignIn();
        const returnTo = typeof appState?.returnTo === 'string' ? appState.returnTo : '/';
        // Only same-site paths: never let a crafted state send the browser elsewhere.
        onReturn(returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/');
      }}
    >
      <Auth0SessionProvider pendingLogin={pendingLogin}>{children}</Auth0SessionProvider>
    </Auth0Provider>
  );
}
