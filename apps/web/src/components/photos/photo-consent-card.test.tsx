import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { PhotoConsentList } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { PhotoConsentCard } from './photo-consent-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('lets a guardian allow a child in team photos (off until then), in Spanish', async () => {
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
  renderWithApp({ member: testMembers.family, ui: <PhotoConsentCard />, language: 'es' });
  const box = await screen.findByLabelText('Noah Pemberton puede aparecer en fotos del equipo');
  expect(box).not.toBeChecked();
  await act(async () => {
    fireEvent.click(box);
  });
  expect(calls).toContain('PUT /api/me/photo-consent/n1 {"consent":true}');
  await vi.waitFor(() => expect(box).toBeChecked());
});
