import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../testing/render-with-app';
import { ConfigContext } from '../config';
import Auth0Session from './auth0-session-provider';
import { useSession } from './session';

const loginWithRedirect = vi.fn<() => Promise<void>>();
// The SDK's logout leaves the page for the IdP's: here it never comes back.
const sdkLogout = vi.fn(() => new Promise<void>(() => {}));

// A guest to the SDK, whose redirect to the IdP is what each test decides.
vi.mock('@auth0/auth0-react', () => ({
  Auth0Provider: ({ children }: { children: ReactNode }) => children,
  useAuth0: () => ({
    isLoading: false,
    isAuthenticated: false,
    error: undefined,
    user: undefined,
    loginWithRedirect,
    logout: sdkLogout,
    getAccessTokenSilently: vi.fn(async () => 'token'),
  }),
}));

function LogIn() {
  const { error, login, logout } = useSession();
  return (
    <>
      <p>{error ? `${error.kind}: ${error.message}` : 'no error'}</p>
      <button type="button" onClick={() => login('/Events/All')}>
        Log In
      </button>
      <button type="button" onClick={() => logout()}>
        Log Out
      </button>
    </>
  );
}

function renderSession() {
  render(
    <ConfigContext value={testConfig}>
      <QueryClientProvider client={new QueryClient()}>
        <Auth0Session config={testConfig} onReturn={() => {}} pendingLogin={null}>
          <LogIn />
        </Auth0Session>
      </QueryClientProvider>
    </ConfigContext>,
  );
}

describe('Auth0 session: the redirect to the IdP', () => {
  it('shows a redirect that could not start as a login error, and lets Log In try again', async () => {
    loginWithRedirect.mockRejectedValueOnce(new Error('Crypto is unavailable')).mockResolvedValue();
    renderSession();

    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('login: Crypto is unavailable')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(loginWithRedirect).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('no error')).toBeVisible();
    expect(loginWithRedirect).toHaveBeenLastCalledWith({
      appState: { returnTo: '/Events/All' },
      authorizationParams: { prompt: 'login' },
    });
  });
});

describe('Auth0 session: Log Out', () => {
  it('starts no sign-in redirect while the logout leaves for the IdP', async () => {
    loginWithRedirect.mockReset().mockResolvedValue();
    renderSession();

    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(sdkLogout).toHaveBeenCalledTimes(1));
    expect(sdkLogout).toHaveBeenCalledWith({
      logoutParams: { returnTo: window.location.origin },
    });
    // A members page, seeing no session any more, asks to sign in: the logout's redirect wins.
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(loginWithRedirect).not.toHaveBeenCalled();
  });
});
