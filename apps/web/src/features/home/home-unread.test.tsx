import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventSummary, UnreadCounts } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { NextEvents } from './components/next-events';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DAY = 24 * 60 * 60_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const event = (id: string, name: string, date: string) =>
  ({ id, name, date, eventLocationID: null, imageURL: null }) satisfies EventSummary;

function serveHome(unread: UnreadCounts) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/api/conversations/unread') return json(unread);
    if (url.startsWith('/api/rsvp/household')) return json({ members: [], answers: [] });
    return json([event('e1', 'First', inDays(1)), event('e2', 'Second', inDays(3))]);
  });
}

describe('unread counts on the home page’s events', () => {
  it('shows the count on each event with unread posts and a line to the newest, in English', async () => {
    // The pinned post's and content item's unread posts are in the total, not in the events' line.
    serveHome({
      events: { e2: 3, e9: 1 },
      pinned: { '7': 2 },
      content: { c1: 1 },
      total: 7,
      latestEventId: 'e2',
    });
    renderWithApp({ member: testMembers.family, ui: <NextEvents /> });
    const line = await screen.findByRole('link', { name: /4 new posts in the conversations/ });
    expect(line).toHaveAttribute('href', '/events/e2#conversation');
    const rows = screen.getAllByRole('listitem');
    await waitFor(() => expect(rows[1]).toHaveTextContent('3 new posts'));
    expect(within(rows[0]!).queryByText(/new post/)).toBeNull();
  });

  it('speaks Spanish, one and many', async () => {
    serveHome({ events: { e1: 1, e2: 2 }, pinned: {}, content: {}, total: 3, latestEventId: 'e1' });
    renderWithApp({ member: testMembers.family, ui: <NextEvents />, language: 'es' });
    await screen.findByRole('link', { name: /3 publicaciones nuevas en las conversaciones/ });
    const rows = screen.getAllByRole('listitem');
    await waitFor(() => expect(rows[0]).toHaveTextContent('1 publicación nueva'));
    expect(rows[1]).toHaveTextContent('2 publicaciones nuevas');
  });

  it('shows nothing when everything was read', async () => {
    serveHome({ events: {}, pinned: { '7': 1 }, content: {}, total: 1, latestEventId: null });
    renderWithApp({ member: testMembers.family, ui: <NextEvents /> });
    await screen.findByRole('link', { name: 'Second' });
    expect(screen.queryByText(/new post/)).toBeNull();
  });
});
