import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app';

/** The server's demo list, its descriptions in English as the seed writes them. */
const demoUsers = [
  { email: 'admin@riverhawks.test', name: 'Alex Admin', description: 'Site admin' },
  {
    email: 'newcomer@riverhawks.test',
    name: 'Nico Newcomer',
    description: 'Newcomer: no permissions yet',
  },
  { email: 'coach@riverhawks.test', name: 'Cora Coach', description: 'Pitching coach' },
];

/** The demo accounts' roles in the page's language. */
describe('the demo accounts on the sign-in page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('describes the seeded roles in Spanish, and an unknown account as the server does', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ demoUsers }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderWithApp({ route: '/idp/interaction/uid-1', language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Cuentas de demostración' })).toBeVisible();
    expect(screen.getByRole('button', { name: /admin@riverhawks\.test/ })).toHaveTextContent(
      'Administración del sitio',
    );
    const newcomer = screen.getByRole('button', { name: /newcomer@riverhawks\.test/ });
    expect(newcomer).toHaveTextContent('Recién llegado: todavía sin permisos');
    expect(newcomer).not.toHaveTextContent('Newcomer: no permissions yet');
    expect(screen.getByRole('button', { name: /coach@riverhawks\.test/ })).toHaveTextContent(
      'Pitching coach',
    );
  });
});
