import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/** The event form chooses a venue and an arrival time, and sends them. */
const venues = [
  {
    id: 4,
    name: 'Comet Field',
    address: '2200 Orbit Ave',
    latitude: null,
    longitude: null,
    notes: '',
  },
  {
    id: 7,
    name: 'Riverside Park',
    address: '100 Riverhawk Way',
    latitude: 41.5,
    longitude: -88.1,
    notes: '',
  },
];

function fakeServer() {
  const posts: Record<string, unknown>[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url === '/api/content/getall') return json({ content: [], backgrounds: [] });
    if (url === '/api/contact/getall') return json([]);
    if (url === '/api/contact/affiliations') return json([]);
    if (url === '/api/venues?language=en') return json(venues);
    if (method === 'POST' && url === '/api/event/new') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push(body);
      return json({ data: { id: 'e-new', ...body }, error: null });
    }
    return json({ message: `unexpected ${method} ${url}` }, 404);
  });
  return posts;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the event form’s venue and arrival', () => {
  it('lists the venues, previews the arrival and sends venueId and arrivalMinutesBefore', async () => {
    const posts = fakeServer();
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'vs. Comets' } });
    fireEvent.change(screen.getByLabelText('Date and time'), {
      target: { value: '2031-06-10T18:00' },
    });
    const venue = await screen.findByLabelText('Venue');
    await screen.findByRole('option', { name: 'Riverside Park' });
    fireEvent.change(venue, { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Arrival'), { target: { value: '60' } });
    expect(await screen.findByText('Families will read: Arrive by 5:00 PM')).toBeVisible();
    expect(screen.getByRole('option', { name: '1 hour before the start' })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ venueId: 7, arrivalMinutesBefore: 60 });
  });

  it('sends null for no venue and no arrival', async () => {
    const posts = fakeServer();
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Picnic' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ venueId: null, arrivalMinutesBefore: null });
  });
});
