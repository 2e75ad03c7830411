import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../testing/render-with-app';
import { useApi } from './use-api';

function Refused() {
  const api = useApi();
  return (
    <button type="button" onClick={() => void api.POST('/api/admin/ResetCache')}>
      send
    </button>
  );
}

/**
 * The server answers refusals in the language the request asks for, so the client
 * sends the UI language (not the browser's) with every call.
 */
describe('useApi sends the UI language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['es', 'en'] as const)('as Accept-Language: %s', async (language) => {
    const seen: (string | undefined)[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (String(url).includes('/api/admin/ResetCache')) {
        seen.push((init?.headers as Record<string, string>)['Accept-Language']);
      }
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderWithApp({ ui: <Refused />, member: testMembers.admin, language });
    fireEvent.click(await screen.findByRole('button', { name: 'send' }));
    await waitFor(() => expect(seen).toEqual([language]));
  });
});
