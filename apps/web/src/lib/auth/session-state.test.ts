import { describe, expect, it } from 'vitest';
import { sessionState, type SessionInputs } from './session-state';

const member = { id: 'm-1', permissions: ['view:contacts'], email: 'f@riverhawks.test', name: 'F' };
const signedIn: SessionInputs = {
  sdkLoading: false,
  authenticated: true,
  loginError: undefined,
  member,
  memberPending: false,
  tokenError: null,
  signedOut: false,
};

describe('sessionState', () => {
  it('is a member once the token is decoded', () => {
    expect(sessionState(signedIn)).toEqual({ status: 'member', member, error: null });
  });

  it('keeps a known member signed in when a background token renewal fails (the page stays)', () => {
    const state = sessionState({ ...signedIn, tokenError: new Error('Timeout') });
    expect(state).toEqual({ status: 'member', member, error: null });
  });

  it('shows the token error when no member was ever had', () => {
    const state = sessionState({
      ...signedIn,
      member: undefined,
      tokenError: new Error('Timeout'),
    });
    expect(state.status).toBe('guest');
    expect(state.error).toEqual({ kind: 'token', message: 'Timeout' });
  });

  it('signs out quietly when the IdP session is gone, member or not', () => {
    const state = sessionState({
      ...signedIn,
      tokenError: new Error('Login required'),
      signedOut: true,
    });
    expect(state).toEqual({ status: 'guest', member: null, error: null });
  });

  it('is loading while the SDK or the first token is on its way, and reports a failed sign-in', () => {
    expect(sessionState({ ...signedIn, sdkLoading: true }).status).toBe('loading');
    expect(sessionState({ ...signedIn, member: undefined, memberPending: true }).status).toBe(
      'loading',
    );
    expect(sessionState({ ...signedIn, loginError: new Error('access_denied') }).error).toEqual({
      kind: 'login',
      message: 'access_denied',
    });
  });
});
