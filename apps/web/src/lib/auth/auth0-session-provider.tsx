import { useEffect, useMemo, type ReactNode } from 'react';
import { useAuth0 } from '@auth0/auth0-react';
import { clearMemberOfflineData } from '../offline/offline';
import { forgetRememberedAnswers } from '../api-client';
import { useConfig } from '../config';
import { SessionContext, type Session, type SessionError } from './session';
import { useAuth0Member } from './use-member';

/** Token errors after which the user is simply signed out locally (spec §8: silent logout). */
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
export function Auth0SessionProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const { isLoading, isAuthenticated, error, loginWithRedirect, logout, getAccessTokenSilently } =
    useAuth0();
  const memberQuery = useAuth0Member(config.auth);

  const tokenError = memberQuery.error;
  const signedOut = SIGNED_OUT_ERRORS.has(oauthErrorCode(tokenError) ?? '');

  useEffect(() => {
    if (signedOut) {
      // The session at the IdP is gone: forget the local one without leaving the page.
      void forgetMemberData().then(() => logout({ openUrl: false }));
    }
  }, [signedOut, logout]);

  const session = useMemo<Session>(() => {
    let sessionError: SessionError | null = null;
    if (error) sessionError = { kind: 'login', message: error.message };
    else if (tokenError && !signedOut)
      sessionError = { kind: 'token', message: tokenError.message };

    const member = isAuthenticated ? (memberQuery.data ?? null) : null;
    const status =
      isLoading || (isAuthenticated && memberQuery.isPending && !tokenError)
        ? 'loading'
        : member
          ? 'member'
          : 'guest';

    return {
      status,
      member,
      error: sessionError,
      login: (returnTo = '/') =>
        loginWithRedirect({
          appState: { returnTo },
          authorizationParams: { prompt: 'login' },
        }),
      logout: async () => {
        await forgetMemberData();
        await logout({ logoutParams: { returnTo: window.location.origin } });
      },
      getAccessToken: () => getAccessTokenSilently(),
    };
  }, [
    error,
    tokenError,
    signedOut,
    isAuthenticated,
    isLoading,
    memberQuery.data,
    memberQuery.isPending,
    loginWithRedirect,
    logout,
    getAccessTokenSilently,
  ]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
