import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/**
 * The event form takes the start in the team's time zone, the zone the event page
 * and the schedule show it in, whatever zone the admin's browser is in (the test runs in UTC).
 */
function fakeServer() {
  const posts: Record<string, unknown>[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url === '/api/content/getall') return json({ content: [], backgrounds: [] });
    if (url === '/api/contact/getall') return json([]);
    if (url === '/api/contact/affiliations') return json([]);
    if (url.startsWith('/api/venues')) return json([]);
    if (method === 'POST' && url === '/api/event/new') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push(body);
      return json({ data: { id: 'e-new', ...body }, error: null });
    }
    return json({ message: `unexpected ${method} ${url}` }, 404);
  });
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

describe("the event form's date and time", () => {
  it("is read in the team's zone and says so when the browser is elsewhere", async () => {
    const posts = fakeServer();
    renderWithApp({
      member: testMembers.admin,
      route: '/events/new',
      config: { teamTimeZone: 'America/Chicago' },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'vs. Comets' } });
    const when = screen.getByLabelText('Date and time');
    expect(when).toHaveAccessibleDescription('In team time: Central Time');
    fireEvent.change(when, { target: { value: '2031-06-10T18:00' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    });
    await waitFor(() => expect(posts).toHaveLength(1));
    // 6 PM in Chicago in June (CDT, UTC-5) is 23:00 UTC; read in the browser's UTC it was 18:00.
    expect(posts[0]).toMatchObject({ date: '2031-06-10T23:00:00.000Z' });
  });
});
