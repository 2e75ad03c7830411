import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { PhotoStorage } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { PhotoStorageCard } from './photo-storage-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('lists the albums’ storage per season, in Spanish', async () => {
  const answer: PhotoStorage = {
    seasons: [
      { seasonId: 2, name: '2026', photos: 12, bytes: 3_565_158 },
      { seasonId: 1, name: '2025', photos: 1, bytes: 524_288 },
    ],
  };
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
  );
  renderWithApp({ member: testMembers.admin, ui: <PhotoStorageCard />, language: 'es' });
  expect(await screen.findByText('2026: 12 fotos, 3.4 MB')).toBeVisible();
  expect(screen.getByText('2025: 1 foto, 0.5 MB')).toBeVisible();
});
