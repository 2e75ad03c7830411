import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactFixture } from '../../../testing/contact-fixture';
import { jsonResponse as json } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const item = (status: 'open' | 'fulfilled') => ({
  id: crypto.randomUUID(),
  firstName: 'Noah',
  lastName: 'Pemberton',
  jerseyName: 'NOAH P',
  jerseyNumber: 16,
  jerseySize: 'Youth L',
  jerseyPosition: 1,
  submittedAt: '2026-03-02T03:30:00.000Z',
  status,
  fulfilledAt: status === 'fulfilled' ? '2026-03-09T15:00:00.000Z' : null,
});

/** The profile's card, two jersey items (one ready) and no gift; the rest empty. */
function stubApi(member: { id: string | null }) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.startsWith('/api/contact/'))
      return json(contactFixture({ id: member.id!, firstName: 'Fiona', lastName: 'Family' }));
    if (url === '/api/form/mine') return json([item('open'), item('fulfilled')]);
    if (url === '/api/form/minegifts') return json([]);
    return json({ message: `unexpected ${url}` }, 404);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Your requests, on the profile', () => {
  it('links both request forms, each with what is open and ready, one tap from the profile', async () => {
    stubApi(testMembers.family);
    renderWithApp({ member: testMembers.family, route: '/profile' });
    const section = await screen.findByRole('region', { name: 'Your requests' });
    const jersey = within(section).getByRole('link', { name: /Jersey Request Form/ });
    expect(jersey).toHaveAttribute('href', '/jerseyform');
    await vi.waitFor(() => expect(jersey).toHaveTextContent('Open: 1 · Ready: 1'));
    const gift = within(section).getByRole('link', { name: /Jacket Request Form/ });
    expect(gift).toHaveAttribute('href', '/giftform');
    await vi.waitFor(() => expect(gift).toHaveTextContent('Nothing asked for yet'));
    fireEvent.click(jersey);
    expect(await screen.findByRole('heading', { name: 'Jersey Request Form' })).toBeVisible();
  });

  it('speaks Spanish', async () => {
    stubApi(testMembers.family);
    renderWithApp({ member: testMembers.family, route: '/profile', language: 'es' });
    const section = await screen.findByRole('region', { name: 'Tus solicitudes' });
    const jersey = within(section).getByRole('link', {
      name: /Formulario de solicitud de camisetas/,
    });
    await vi.waitFor(() => expect(jersey).toHaveTextContent('Pendientes: 1 · Listas: 1'));
  });

  it('is not shown to a member who may not send requests', async () => {
    stubApi(testMembers.member);
    renderWithApp({ member: testMembers.member, route: '/profile' });
    await screen.findByRole('heading', { name: 'Profile' });
    await screen.findByText('Fiona Family');
    expect(screen.queryByRole('region', { name: 'Your requests' })).toBeNull();
  });
});
