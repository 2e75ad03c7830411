import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/** A newcomer (signed in, no permissions) is never led into a wall. */
describe('a newcomer without view:contacts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is offered no Contacts tab and no Members link', async () => {
    renderWithApp({ member: testMembers.member });
    await screen.findByRole('heading', { name: 'Welcome, Nico!' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Profile', 'Content', 'Events']);
    const links = await screen.findByRole('region', { name: 'Helpful Links' });
    expect(within(links).queryByRole('link', { name: /Members/ })).toBeNull();
    expect(within(links).getByRole('link', { name: /Profile/ })).toBeVisible();
  });

  it('still sees both for a family member', async () => {
    renderWithApp({ member: testMembers.family });
    await screen.findByRole('heading', { name: 'Welcome, Fiona!' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Contacts' })).toHaveAttribute(
      'href',
      '/contacts/all',
    );
    const links = await screen.findByRole('region', { name: 'Helpful Links' });
    expect(within(links).getByRole('link', { name: /Members/ })).toHaveAttribute(
      'href',
      '/contacts/all',
    );
  });

  it('learns on the refused directory whom to ask, by a mail to the office', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'Forbidden' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderWithApp({ member: testMembers.member, route: '/contacts/all' });
    expect(
      await screen.findByText('You do not have permission to view this content'),
    ).toBeVisible();
    const ask = screen.getByRole('link', { name: 'Ask the team office for access' });
    const href = ask.getAttribute('href')!;
    expect(href).toMatch(/^mailto:families@riverhawks\.test\?subject=/);
    const mail = new URL(href);
    expect(mail.searchParams.get('subject')).toBe('Access to the River Hawks portal');
    expect(mail.searchParams.get('body')).toContain('Nico Newcomer <newcomer@riverhawks.test>');
    expect(screen.getByRole('link', { name: 'families@riverhawks.test' })).toHaveAttribute(
      'href',
      'mailto:families@riverhawks.test',
    );
  });

  it('gets the same next step, in Spanish, on a page that needs a permission', async () => {
    renderWithApp({ member: testMembers.member, route: '/admin', language: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'No tienes permiso para ver este contenido' }),
    ).toBeVisible();
    const ask = screen.getByRole('link', { name: 'Pedir acceso a la oficina del equipo' });
    expect(new URL(ask.getAttribute('href')!).searchParams.get('subject')).toBe(
      'Acceso al portal de River Hawks',
    );
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe('a newcomer opening a contact’s page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the refusal in Spanish, with whom to ask and no link to the directory', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ message: 'You do not have permission to view this content' }),
          {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    renderWithApp({ member: testMembers.member, route: '/contacts/abc', language: 'es' });
    expect(await screen.findByText('No tienes permiso para ver este contenido')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Pedir acceso a la oficina del equipo' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /Todos los contactos/ })).toBeNull();
    expect(screen.queryByText(/You do not have permission/)).toBeNull();
  });
});
