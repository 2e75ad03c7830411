import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../testing/render-with-app';
import { useSession } from './session';
import { mayHaveSession, SessionProvider } from './session-provider';

const CLIENT = testConfig.auth.clientId;

afterEach(() => {
  document.cookie = `auth0.${CLIENT}.is.authenticated=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('mayHaveSession', () => {
  it('is false for a browser with no trace of a sign-in', () => {
    expect(mayHaveSession(CLIENT)).toBe(false);
  });

  it("is true with the SDK's marker cookie, its cached tokens, or on the way back from the IdP", () => {
    document.cookie = `auth0.${CLIENT}.is.authenticated=true`;
    expect(mayHaveSession(CLIENT)).toBe(true);
    document.cookie = `auth0.${CLIENT}.is.authenticated=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    expect(mayHaveSession(CLIENT)).toBe(false);

    window.localStorage.setItem(`@@auth0spajs@@::${CLIENT}::aud::openid`, '{}');
    expect(mayHaveSession(CLIENT)).toBe(true);
    window.localStorage.clear();

    window.history.replaceState(null, '', '/callback?code=x&state=y');
    expect(mayHaveSession(CLIENT)).toBe(true);
  });

  it('knows the older client-less and the legacy cookie names', () => {
    for (const name of ['auth0.is.authenticated', `_legacy_auth0.${CLIENT}.is.authenticated`]) {
      document.cookie = `${name}=true`;
      expect(mayHaveSession(CLIENT), name).toBe(true);
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  });

  it("ignores another client's cookie", () => {
    document.cookie = 'auth0.someone-else.is.authenticated=true';
    expect(mayHaveSession(CLIENT)).toBe(false);
    document.cookie = 'auth0.someone-else.is.authenticated=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});

function Who() {
  const session = useSession();
  return <p>{session.status}</p>;
}

describe('SessionProvider', () => {
  it('gives a guest a session without the SDK, which refuses to hand out a token', async () => {
    let captured: ReturnType<typeof useSession> | null = null;
    function Capture() {
      captured = useSession();
      return null;
    }
    render(
      <SessionProvider config={testConfig} onReturn={() => {}}>
        <Who />
        <Capture />
      </SessionProvider>,
    );
    expect(document.body).toHaveTextContent(/^guest$/);
    expect(captured!.member).toBeNull();
    await expect(captured!.getAccessToken()).rejects.toThrow(/not signed in/i);
  });

  it("forgets a member's offline copy in a guest's browser (an answer put away after a logout)", async () => {
    const kept = new Set(['dugout-api-auth0|someone', 'dugout-shell-v3']);
    vi.stubGlobal('caches', {
      keys: async () => [...kept],
      delete: async (name: string) => kept.delete(name),
    });
    try {
      render(
        <SessionProvider config={testConfig} onReturn={() => {}}>
          <Who />
        </SessionProvider>,
      );
      await waitFor(() => expect([...kept]).toEqual(['dugout-shell-v3']));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
