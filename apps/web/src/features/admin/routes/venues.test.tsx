import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagedVenue } from '@dugout/shared';
import { jsonResponse as json, recordFetch, writesIn } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const venue = (over: Partial<ManagedVenue>): ManagedVenue => ({
  id: 1,
  name: 'Riverside Park',
  nameEs: 'Parque Riverside',
  address: '100 Riverhawk Way, Riverton',
  latitude: 41.5872,
  longitude: -88.1204,
  notes: 'Gate B',
  notesEs: 'Puerta B',
  eventCount: 12,
  version: 2,
  ...over,
});

/** A fake server holding the venues; records every call. */
function stubServer(initial: ManagedVenue[], usedSinceListed: number[] = []) {
  let venues = [...initial];
  return recordFetch<Partial<ManagedVenue>>(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/venues/manage') return json(venues);
    if (method === 'POST' && url === '/api/venues') {
      const created = venue({ ...body, id: 9, eventCount: 0, version: 1 });
      venues = [...venues, created];
      return json(created, 201);
    }
    const one = /^\/api\/venues\/(\d+)$/.exec(url);
    if (method === 'PUT' && one) {
      const id = Number(one[1]);
      venues = venues.map((v) => (v.id === id ? { ...v, ...body, version: v.version + 1 } : v));
      return json(venues.find((v) => v.id === id));
    }
    if (method === 'DELETE' && one) {
      const id = Number(one[1]);
      if (venues.find((v) => v.id === id)?.eventCount || usedSinceListed.includes(id)) {
        return json({ message: 'This venue is used by 12 events.' }, 409);
      }
      venues = venues.filter((v) => v.id !== id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Venues admin page', () => {
  const venues = [
    venue({ id: 1 }),
    venue({
      id: 2,
      name: 'Heron Bay Park',
      nameEs: '',
      latitude: null,
      longitude: null,
      eventCount: 0,
    }),
  ];

  it('is linked from Admin Tools and lists the venues with use, Spanish and coordinates', async () => {
    stubServer(venues);
    renderWithApp({ member: testMembers.admin, route: '/admin' });
    const link = await screen.findByRole('link', { name: 'Venues' });
    expect(link).toHaveAttribute('href', '/admin/venues');
    fireEvent.click(link);
    const list = await screen.findByRole('list', { name: 'Venues' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Used by 12 events')).toBeVisible();
    expect(within(items[0]!).getByText(/Parque Riverside/)).toBeVisible();
    expect(within(items[1]!).getByText('Not used by any event')).toBeVisible();
    expect(within(items[1]!).getByText(/No Spanish name/)).toBeVisible();
    expect(within(items[1]!).getByText(/No coordinates/)).toBeVisible();
  });

  it('adds a venue, refusing half a coordinate pair before sending', async () => {
    const calls = stubServer(venues);
    renderWithApp({ member: testMembers.admin, route: '/admin/venues' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add venue' }));
    const form = screen.getByRole('form', { name: 'New venue' });
    const english = within(form).getByRole('group', { name: 'English' });
    fireEvent.change(within(english).getByLabelText('Name'), {
      target: { value: 'Comet Field' },
    });
    fireEvent.change(within(form).getByLabelText('Street address'), {
      target: { value: '2200 Orbit Ave, Cedar City' },
    });
    fireEvent.change(within(form).getByLabelText('Latitude'), { target: { value: '41.63' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Add venue' }));
    });
    expect(
      await within(form).findByText('Give both latitude and longitude, or neither.'),
    ).toBeVisible();
    expect(writesIn(calls)).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Longitude'), { target: { value: '-88.25' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Add venue' }));
    });
    await waitFor(() => expect(writesIn(calls)).toHaveLength(1));
    expect(writesIn(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/api/venues',
      body: {
        name: 'Comet Field',
        nameEs: '',
        address: '2200 Orbit Ave, Cedar City',
        latitude: 41.63,
        longitude: -88.25,
      },
    });
    expect(await screen.findByText('Venue added.')).toHaveAttribute('role', 'status');
  });

  it('edits with If-Match, and does not offer to delete a venue in use', async () => {
    const calls = stubServer(venues);
    renderWithApp({ member: testMembers.admin, route: '/admin/venues' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Riverside Park' }));
    const form = screen.getByRole('form', { name: 'Edit venue' });
    const spanish = within(form).getByRole('group', { name: 'Spanish' });
    fireEvent.change(within(spanish).getByLabelText('Notes for families'), {
      target: { value: 'Entra por la puerta B' },
    });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save venue' }));
    });
    await waitFor(() => expect(writesIn(calls)).toHaveLength(1));
    const put = writesIn(calls)[0]!;
    expect(put).toMatchObject({ method: 'PUT', url: '/api/venues/1' });
    expect(new Headers(put.headers).get('if-match')).toBe('"v2"');
    expect(put.body).toMatchObject({ notesEs: 'Entra por la puerta B', latitude: 41.5872 });

    // A venue events use is not offered for deletion, and the page says why.
    const inUse = await screen.findByRole('button', { name: 'Delete Riverside Park' });
    expect(inUse).toBeDisabled();
    expect(inUse).toHaveAccessibleDescription('Move its events to another venue to delete it.');
  });

  it('shows the server’s refusal to delete a venue an event started using since the list loaded', async () => {
    stubServer(venues, [2]);
    renderWithApp({ member: testMembers.admin, route: '/admin/venues' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Heron Bay Park' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this venue?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    expect(
      await screen.findByText('The venue was not deleted: This venue is used by 12 events.'),
    ).toHaveAttribute('role', 'status');
  });
});
