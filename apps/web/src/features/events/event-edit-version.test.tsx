import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@dugout/shared';
import { eventFixture } from '../../testing/event-fixture';
import { jsonResponse as json, recordFetch } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { versionedItem } from '../../testing/versioned-item';

/**
 * The event form keeps what the admin typed when newer data arrives,
 * sends the version it was filled from as If-Match, and on 409 offers the newer version.
 */
const stored = eventFixture({
  id: 'e-picnic',
  name: 'Picnic',
  description: 'Bring a dish',
  tags: ['family'],
});

function fakeServer() {
  const server = versionedItem(stored, (event) => ({ data: event, error: null }));
  recordFetch<Partial<EventDetail>>(({ method, url, headers, body }) => {
    if (url === '/api/content/getall') return json({ content: [], backgrounds: [] });
    if (url === '/api/contact/getall') return json([]);
    if (url === '/api/contact/affiliations') return json([]);
    if (method === 'GET' && url === `/api/event/${stored.id}`) return server.get();
    if (method === 'PUT' && url === `/api/event/update/${stored.id}`) {
      return server.put(headers['If-Match'] ?? null, { name: body.name ?? server.item.name });
    }
    return undefined;
  });
  return server;
}

const field = (label: string) => screen.getByLabelText(label);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the event edit form and data that arrives late', () => {
  it('keeps what the admin typed when a newer version arrives, and says so', async () => {
    const server = fakeServer();
    const { queryClient } = renderWithApp({
      member: testMembers.admin,
      route: `/events/${stored.id}/edit`,
    });
    await waitFor(() => expect(field('Name')).toHaveValue('Picnic'));
    fireEvent.change(field('Description'), { target: { value: 'Bring two dishes' } });
    server.savedElsewhere({ name: 'Picnic at noon' });
    await act(async () => {
      await queryClient.refetchQueries();
    });
    expect(await screen.findByText(/Someone else changed this event/)).toBeVisible();
    expect(field('Description')).toHaveValue('Bring two dishes');
    expect(field('Name')).toHaveValue('Picnic');
  });

  it('sends If-Match; on 409 offers the newer version, then saves over it', async () => {
    const server = fakeServer();
    const { currentLocation } = renderWithApp({
      member: testMembers.admin,
      route: `/events/${stored.id}/edit`,
    });
    await waitFor(() => expect(field('Name')).toHaveValue('Picnic'));
    server.savedElsewhere({ name: 'Picnic at noon' });
    fireEvent.change(field('Name'), { target: { value: 'Picnic (moved)' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText(/Someone else changed this event/)).toBeVisible();
    expect(server.puts).toEqual(['"v1"']);
    expect(server.item.name).toBe('Picnic at noon');
    expect(field('Name')).toHaveValue('Picnic (moved)');

    fireEvent.click(screen.getByRole('button', { name: 'Load the newer version' }));
    await waitFor(() => expect(field('Name')).toHaveValue('Picnic at noon'));
    fireEvent.change(field('Name'), { target: { value: 'Picnic at one' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(currentLocation().pathname).toBe(`/Events/${stored.id}`));
    expect(server.puts).toEqual(['"v1"', '"v2"']);
    expect(server.item.name).toBe('Picnic at one');
  });

  it('brings the notice into view when a save is refused, never while the admin types', async () => {
    // The notice is at the top of the form and Save at the bottom (a phone, a long form).
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const server = fakeServer();
      const { queryClient } = renderWithApp({
        member: testMembers.admin,
        route: `/events/${stored.id}/edit`,
      });
      await waitFor(() => expect(field('Name')).toHaveValue('Picnic'));
      fireEvent.change(field('Name'), { target: { value: 'Picnic (moved)' } });
      server.savedElsewhere({ name: 'Picnic at noon' });
      await act(async () => {
        await queryClient.refetchQueries();
      });
      const notice = (await screen.findByText(/Someone else changed this event/)).closest(
        '[role="alert"]',
      );
      expect(scrolled).toEqual([]);

      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      });
      await waitFor(() => expect(scrolled).toEqual([notice]));
      expect(server.puts).toEqual(['"v1"']);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
