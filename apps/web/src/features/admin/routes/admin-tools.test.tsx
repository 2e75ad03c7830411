import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

/** Each panel link and the page it opens. */
const LINKS = [
  ['Add Content', '/content/new'],
  ['Add a Contact', '/contacts/new'],
  ['Add Event', '/events/new'],
  ['Jersey Form Admin', '/jerseyadmin'],
  ['Send a Message', '/message/send'],
  ['Gift Form Admin', '/giftadmin'],
] as const;

describe('Admin Tools', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the panel buttons to a site admin, without Empty Cache', async () => {
    renderWithApp({ member: testMembers.admin, route: '/admin' });
    await screen.findByRole('heading', { name: 'Admin Tools' });
    for (const [name, href] of LINKS) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: 'Download Contact CSV' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Empty Cache' })).toBeNull();
  });

  it('links the texts inbox with its unread count', async () => {
    vi.stubGlobal(
      'fetch',
      async (url: string) =>
        new Response(
          JSON.stringify(
            url === '/api/messaging/texts' ? { conversations: [], unreadTotal: 3 } : {},
          ),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    renderWithApp({ member: testMembers.admin, route: '/admin', language: 'es' });
    const link = await screen.findByRole('link', { name: /^Mensajes de texto/ });
    expect(link).toHaveAttribute('href', '/admin/texts');
    expect(await screen.findByText('3 sin leer')).toBeVisible();
  });

  it('lets an IT admin empty the cache', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status: 204 });
    });
    renderWithApp({ member: testMembers.itAdmin, route: '/admin' });
    const button = await screen.findByRole('button', { name: 'Empty Cache' });
    await act(async () => {
      fireEvent.click(button);
    });
    // A toast (react-hot-toast announces each in a status region) with exactly this text.
    expect(await screen.findByText('updated cache!')).toHaveAttribute('role', 'status');
    // (The page also reads the texts inbox's unread count.)
    const reset = calls.find((c) => c.url === '/api/admin/ResetCache')!;
    expect(reset.init.method).toBe('POST');
    expect((reset.init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  });

  it('says so when emptying the cache fails', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'nope' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderWithApp({ member: testMembers.itAdmin, route: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Empty Cache' }));
    expect(await screen.findByText('error updating cache.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Empty Cache' })).toBeEnabled();
  });

  it('downloads the contact CSV with the bearer token as contact-report.csv', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen = { url, init };
      return new Response('firstName,lastName\n', { headers: { 'content-type': 'text/csv' } });
    });
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let downloaded: string | undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });
    renderWithApp({ member: testMembers.admin, route: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download Contact CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(seen!.url).toBe('/api/contact/csv');
    expect((seen!.init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect(downloaded).toBe('contact-report.csv');
    click.mockRestore();
  });
});
