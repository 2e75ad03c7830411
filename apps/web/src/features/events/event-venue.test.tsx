import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { fakeEventFormServer } from './event-form-server';

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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the event form’s venue and arrival', () => {
  it('lists the venues, previews the arrival and sends venueId and arrivalMinutesBefore', async () => {
    const { posts } = fakeEventFormServer({ venues });
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
    const { posts } = fakeEventFormServer({ venues });
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Picnic' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ venueId: null, arrivalMinutesBefore: null });
  });
});
