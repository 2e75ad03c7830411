import { createContext, useContext } from 'react';
import type { Member } from './member';

export type SessionStatus = 'loading' | 'guest' | 'member';

export interface SessionError {
  /** 'login': the identity provider reported an error; 'token': no access token could be had. */
  kind: 'login' | 'token';
  message: string;
}

/**
 * What the app knows about who is signed in, independent of Auth0 so components can be tested
 * with a fake (see src/testing/render-with-app.tsx). In the app it comes from Auth0SessionProvider.
 */
export interface Session {
  status: SessionStatus;
  /** The signed-in member, null for guests and while loading. */
  member: Member | null;
  error: SessionError | null;
  /**
   * Sends the browser to the IdP with a forced login prompt; comes back to `returnTo` (default
   * '/'). A redirect that fails becomes the session's login error, and login may be tried again.
   */
  login(returnTo?: string): void;
  /** Signs out and returns to the site origin. */
  logout(): void;
  /** The API access token; rejects when there is none (guests). */
  getAccessToken(): Promise<string | undefined>;
  /**
   * Asks the IdP for new tokens and reads the member from them again: after the member changed
   * what the tokens carry (their name). Nothing to do for a guest.
   */
  refreshMember(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a session provider');
  return session;
}
