import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { PhotoConsentList } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { PhotoConsent } from './photo-consent';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('lets a guardian allow a child in team photos on their own card (off until then), in Spanish', async () => {
  const calls: string[] = [];
  let list: PhotoConsentList = {
    children: [{ contactId: 'n1', name: 'Noah Pemberton', consent: false }],
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
    if ((init.method ?? 'GET') === 'GET') {
      return new Response(JSON.stringify(list), {
        headers: { 'content-type': 'application/json' },
      });
    }
    list = { children: [{ ...list.children[0]!, consent: true }] };
    return new Response(null, { status: 204 });
  });
  renderWithApp({
    member: testMembers.family,
    ui: <PhotoConsent contactId={testMembers.family.id!} />,
    language: 'es',
  });
  const box = await screen.findByLabelText('Noah Pemberton puede aparecer en fotos del equipo');
  expect(box).not.toBeChecked();
  await act(async () => {
    fireEvent.click(box);
  });
  expect(calls).toContain('PUT /api/me/photo-consent/n1 {"consent":true}');
  await vi.waitFor(() => expect(box).toBeChecked());
});

it("shows on a child's card that child only, and nothing on a card of someone else", async () => {
  const list: PhotoConsentList = {
    children: [
      { contactId: 'n1', name: 'Noah Pemberton', consent: false },
      { contactId: 'm1', name: 'Mia Pemberton', consent: true },
    ],
  };
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json' } }),
  );
  renderWithApp({
    member: testMembers.family,
    ui: (
      <>
        <PhotoConsent contactId="m1" />
        <PhotoConsent contactId="someone-else" />
      </>
    ),
  });
  expect(await screen.findByLabelText('Mia Pemberton may appear in team photos')).toBeChecked();
  // The list has come: one box, Mia's, and nothing for the other card.
  expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  expect(screen.getAllByRole('region')).toHaveLength(1);
});
