import { useDeferredValue, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventSummary } from '@dugout/shared';
import { useScheduleEvents } from '../../lib/api/events';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { NextEvents } from './components/next-events';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const DAY = 24 * 60 * 60_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const event = (id: string, name: string, date: string, loc: number | null = null) =>
  ({ id, name, date, eventLocationID: loc, imageURL: null }) satisfies EventSummary;

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Beside NextEvents, the same events query drawn as NextEvents draws its rows (a deferred value):
 * both deferred renders happen together, so once this shows, NextEvents has drawn the events.
 */
function EventsDrawn() {
  const [now] = useState(() => new Date());
  const drawn = useDeferredValue(useScheduleEvents(now).data);
  return drawn ? <p>events drawn</p> : null;
}

describe('the home page’s next events', () => {
  it('lists the next three events with time and answers, each linking to its page', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      if (url.startsWith('/api/rsvp/household')) {
        return json({
          members: [
            { contactId: 'c-mia', firstName: 'Mia', lastName: 'F', role: 'player', isSelf: false },
          ],
          answers: [{ eventId: 'e2', contactId: 'c-mia', status: 'yes' }],
        });
      }
      return json([
        event('e0', 'Last Week', inDays(-7)),
        event('e3', 'Third', inDays(6), 3),
        event('e1', 'First', inDays(1), 1),
        event('e4', 'Fourth', inDays(9)),
        event('e2', 'Second', inDays(3)),
      ]);
    });
    renderWithApp({ member: testMembers.family, ui: <NextEvents /> });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Next events' })).closest(
      'section',
    )!;
    await within(section).findByRole('link', { name: 'First' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Second' })).toHaveAttribute(
      'href',
      '/events/e2',
    );
    expect(rows[0]).toHaveTextContent('Home');
    expect(rows[2]).toHaveTextContent('Away');
    await waitFor(() => expect(rows[1]).toHaveTextContent('Mia: Yes'));
    expect(rows[0]).toHaveTextContent('Mia: —');
    expect(within(section).getByRole('link', { name: 'All events' })).toHaveAttribute(
      'href',
      '/events/all',
    );
    expect(urls).toContainEqual(expect.stringMatching(/^\/api\/event\/getall\?from=/));
  });

  it('shows the rows once the household answers are in, so a row does not grow under the reader', async () => {
    let answer: (r: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => (answer = resolve));
    let eventsServed = false;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.startsWith('/api/rsvp/household')) return held;
      eventsServed = true;
      return json([event('e1', 'First', inDays(1), 1), event('e2', 'Second', inDays(3))]);
    });
    renderWithApp({
      member: testMembers.family,
      ui: (
        <>
          <NextEvents />
          <EventsDrawn />
        </>
      ),
    });
    expect(await screen.findByText('Loading events...')).toBeVisible();
    // The events are in, the answers are not: still loading, no row yet.
    await waitFor(() => expect(eventsServed).toBe(true));
    await screen.findByText('events drawn');
    expect(screen.getByText('Loading events...')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'First' })).toBeNull();
    answer(
      json({
        members: [
          { contactId: 'c-mia', firstName: 'Mia', lastName: 'F', role: 'player', isSelf: false },
        ],
        answers: [{ eventId: 'e1', contactId: 'c-mia', status: 'yes' }],
      }),
    );
    const link = await screen.findByRole('link', { name: 'First' });
    expect(link.closest('li')).toHaveTextContent('Mia: Yes');
  });

  it('says so when nothing is coming, in Spanish', async () => {
    vi.stubGlobal('fetch', async () => json([]));
    renderWithApp({ member: testMembers.family, ui: <NextEvents />, language: 'es' });
    expect(await screen.findByText('No hay próximos eventos.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Próximos eventos' })).toBeVisible();
  });

  it('shows guests nothing of it', async () => {
    const fetch = vi.fn(async (_url: string) => json([]));
    vi.stubGlobal('fetch', fetch);
    renderWithApp({ member: null, route: '/' });
    await screen.findByRole('button', { name: 'Log In' });
    expect(screen.queryByRole('heading', { name: 'Next events' })).toBeNull();
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('/api/event/'))).toEqual([]);
  });
});
