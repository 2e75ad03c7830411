import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Season } from '@dugout/shared';
import { jsonResponse as json, recordFetch } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const season = (id: number, name: string, current: boolean): Season => ({
  id,
  name,
  startsOn: `${name}-03-01`,
  endsOn: `${name}-07-31`,
  current,
});

/** A server with the seasons given and no requests; records every call. */
function stubServer(seasons: Season[]) {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  return recordFetch(({ url }) => {
    if (url === '/api/seasons') return json(seasons);
    if (url === '/api/form/getall') return json([]);
    if (url.startsWith('/api/form/csv')) return new Response('\uFEFFa,b', { status: 200 });
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

it('offers the report’s season once a past season exists, the current one first', async () => {
  const calls = stubServer([season(2, '2026', true), season(1, '2025', false)]);
  renderWithApp({ member: testMembers.admin, route: '/jerseyadmin' });
  const select = await screen.findByLabelText('Season of the report');
  expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
    '2026 (current)',
    '2025',
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/form/csv'));
  fireEvent.change(select, { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/form/csv?season=1'));
});

it('offers no choice in the first season', async () => {
  const calls = stubServer([season(2, '2026', true)]);
  renderWithApp({ member: testMembers.admin, route: '/jerseyadmin' });
  await screen.findByText('No requests yet.');
  await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/seasons'));
  expect(screen.queryByLabelText('Season of the report')).toBeNull();
});
