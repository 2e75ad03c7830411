import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { JerseyRequestRow } from '@dugout/shared';
import { jsonResponse as json, recordFetch } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';
import { RIVERHAWKS, U12 } from '../../../testing/team-fixtures';

/** The staff's request list in a club of two teams: each order's team, and the CSV's Team column. */
const row = (id: string, firstName: string, team?: number): JerseyRequestRow => ({
  id,
  firstName,
  lastName: 'Ashcombe',
  jerseyName: firstName.toUpperCase(),
  jerseyNumber: 12,
  jerseySize: 'Youth M (10-12)',
  jerseyPosition: 3,
  submittedBy: 'Ada Ashcombe',
  submittedAt: '2026-11-20T15:00:00.000Z',
  status: 'open',
  fulfilledAt: null,
  fulfilledBy: null,
  ...(team ? { team } : {}),
});

function stubServer(teams: unknown[]) {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  return recordFetch(({ url }) => {
    if (url === '/api/seasons') return json([]);
    if (url === '/api/teams') return json(teams);
    if (url === '/api/form/getall') return json([row('r1', 'Ellis', 2), row('r2', 'Noah')]);
    if (url.startsWith('/api/form/csv')) return new Response('\uFEFFa,b', { status: 200 });
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

it('labels an order with its team and asks the report with its Team column', async () => {
  const calls = stubServer([RIVERHAWKS, U12]);
  renderWithApp({ member: testMembers.admin, route: '/jerseyadmin' });
  const ellis = (await screen.findByText('Ellis')).closest('td')!;
  expect(await within(ellis).findByText('12U')).toHaveAttribute('title', '12U Riverhawks');
  expect(screen.getByText('Noah').closest('td')!.querySelector('.team-chip')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await vi.waitFor(() =>
    expect(calls.map((c) => c.url)).toContain('/api/form/csv?teamColumn=true'),
  );
});

it('asks the spec’s report in a club of one team', async () => {
  const calls = stubServer([RIVERHAWKS]);
  renderWithApp({ member: testMembers.admin, route: '/jerseyadmin' });
  await screen.findByText('Ellis');
  await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/teams'));
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/form/csv'));
  expect(calls.map((c) => c.url)).not.toContain('/api/form/csv?teamColumn=true');
  expect(document.querySelector('.team-chip')).toBeNull();
});
