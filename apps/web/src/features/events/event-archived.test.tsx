import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFixture } from '../../testing/event-fixture';
import { jsonResponse, recordFetch } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/**
 * A past season's event (GET /api/event/:id says `archived`): read-only, so the page says so and
 * offers no answer or edit, which the server would refuse (409); a current one offers both.
 */
afterEach(() => vi.unstubAllGlobals());

function serve(archived: boolean) {
  const event = eventFixture({
    id: 'e-past',
    name: 'Playoff game',
    date: '2025-06-01T17:00:00.000Z',
    ...(archived ? { archived: true as const } : {}),
  });
  recordFetch(({ url }) => {
    if (url === '/api/event/e-past') return jsonResponse({ data: event, error: null });
    if (url.startsWith('/api/rsvp/household')) return jsonResponse({ members: [], answers: [] });
    return undefined;
  });
}

describe('a past season’s event page', () => {
  it.each([
    ['a family', testMembers.family],
    ['an admin', testMembers.admin],
  ])('says it is read-only and offers %s no answer or edit', async (_who, member) => {
    serve(true);
    renderWithApp({ member, route: '/events/e-past' });
    expect(await screen.findByRole('note')).toHaveTextContent(/From a past season/);
    expect(screen.queryByRole('heading', { name: 'RSVP' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('offers the answer and, to an admin, the edit on a current one', async () => {
    serve(false);
    renderWithApp({ member: testMembers.admin, route: '/events/e-past' });
    expect(await screen.findByRole('heading', { name: 'Playoff game', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'RSVP' })).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
