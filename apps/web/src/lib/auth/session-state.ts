import type { SessionError, SessionStatus } from './session';
import type { Member } from './member';

export interface SessionInputs {
  /** The SDK is still finding out whether someone is signed in. */
  sdkLoading: boolean;
  authenticated: boolean;
  /** An error the identity provider reported (a failed sign-in). */
  loginError: Error | undefined;
  /** The member decoded from the last access token, if one was had. */
  member: Member | undefined;
  /** No access token has been asked for yet, or the first one is on its way. */
  memberPending: boolean;
  /** The last attempt to get an access token failed with this. */
  tokenError: Error | null;
  /** The token error means the IdP session is gone (the member is signed out quietly). */
  signedOut: boolean;
}

/**
 * The session's status and error. A token that could not be renewed in the background (a slow
 * network, a busy server) leaves a known member signed in: the page and whatever they were typing
 * stay, and the next API call asks for a token again. Only without any member does a token error
 * replace the page with the error page.
 */
export function sessionState(s: SessionInputs): {
  status: SessionStatus;
  member: Member | null;
  error: SessionError | null;
} {
  const member = s.authenticated && !s.signedOut ? (s.member ?? null) : null;
  let error: SessionError | null = null;
  if (s.loginError) error = { kind: 'login', message: s.loginError.message };
  else if (s.tokenError && !s.signedOut && !member) {
    error = { kind: 'token', message: s.tokenError.message };
  }
  const status: SessionStatus =
    s.sdkLoading || (s.authenticated && s.memberPending && !s.tokenError)
      ? 'loading'
      : member
        ? 'member'
        : 'guest';
  return { status, member, error };
}
