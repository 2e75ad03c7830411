import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contact } from '@dugout/shared';
import { contactFixture } from '../../testing/contact-fixture';
import { jsonResponse as json, recordFetch } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { versionedItem } from '../../testing/versioned-item';

/**
 * Late data never wipes what a person typed or clicked, and a save
 * over someone else's newer one is refused (409) with an offer to load the newer version.
 */
const stored = contactFixture({
  id: 'c-ann',
  email: 'ann@families.riverhawks.test',
  phone: '+15555550100',
  isSiteUser: true,
});

/** A fake server: GET answers the current version with its ETag; PUT honours If-Match. */
function fakeServer() {
  const server = versionedItem(stored);
  recordFetch<Partial<Contact>>(({ method, url, headers, body }) => {
    if (url.includes('affiliations')) return json([{ id: 1, name: "Players' Families" }]);
    if (url.includes('Roster')) return json({ roster: [] });
    if (url === '/api/contact/getall') return json([server.item]);
    if (method === 'GET' && url === `/api/contact/${stored.id}`) return server.get();
    if (method === 'PUT' && url === `/api/contact/update/${stored.id}`) {
      return server.put(headers['If-Match'] ?? null, body);
    }
    return undefined;
  });
  return server;
}

const input = (label: string) => screen.getByLabelText(label);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the contact edit form and data that arrives late', () => {
  it('keeps what the person typed and clicked when a newer version arrives, and says so', async () => {
    const server = fakeServer();
    const { queryClient } = renderWithApp({
      member: testMembers.admin,
      route: `/contacts/edit/${stored.id}`,
    });
    await screen.findByLabelText('Phone');
    fireEvent.change(input('Phone'), { target: { value: '(555) 555-0199' } });
    fireEvent.click(input('View Contacts'));
    expect(input('View Contacts')).toBeChecked();

    server.savedElsewhere({
      phone: '+15555550111',
      firstName: 'Anna',
      permissions: ['site:admin'],
    });
    await act(async () => {
      await queryClient.refetchQueries();
    });

    expect(await screen.findByText(/Someone else changed this contact/)).toBeVisible();
    expect(input('Phone')).toHaveValue('(555) 555-0199');
    expect(input('View Contacts')).toBeChecked();
    expect(input('Site Admin')).not.toBeChecked();
    expect(input('First name')).toHaveValue('Ann');
  });

  it('takes a newer version while nothing was changed yet', async () => {
    const server = fakeServer();
    const { queryClient } = renderWithApp({
      member: testMembers.admin,
      route: `/contacts/edit/${stored.id}`,
    });
    await screen.findByLabelText('Phone');
    server.savedElsewhere({ phone: '+15555550111' });
    await act(async () => {
      await queryClient.refetchQueries();
    });
    await waitFor(() => expect(input('Phone')).toHaveValue('(555) 555-0111'));
    expect(screen.queryByText(/Someone else changed this contact/)).toBeNull();
  });

  it("opens from a fresh read, not the card's cached copy, so its save is not refused", async () => {
    // The card and the form share one cache entry (GET /api/contact/{id}): the card's copy may
    // be older than the server's version by the time Edit is pressed.
    const server = fakeServer();
    const { navigate } = renderWithApp({
      member: testMembers.admin,
      route: `/contacts/${stored.id}`,
    });
    await screen.findByRole('heading', { name: 'Ann Example' });
    server.savedElsewhere({ isSiteUser: false });
    await act(async () => {
      await navigate(`/contacts/edit/${stored.id}`);
    });
    await screen.findByLabelText('Phone');
    fireEvent.change(input('Phone'), { target: { value: '(555) 555-0199' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]).toBe('"v2"');
    expect(screen.queryByText(/Someone else changed this contact/)).toBeNull();
  });

  it('keeps the form and what was typed when a reload fails', async () => {
    const server = fakeServer();
    const { queryClient } = renderWithApp({
      member: testMembers.admin,
      route: `/contacts/edit/${stored.id}`,
    });
    await screen.findByLabelText('Phone');
    fireEvent.change(input('Phone'), { target: { value: '(555) 555-0199' } });
    server.failGets = true;
    await act(async () => {
      await queryClient.refetchQueries();
    });
    expect(input('Phone')).toHaveValue('(555) 555-0199');
  });

  it('sends If-Match; on 409 keeps what was typed and offers the newer version', async () => {
    const server = fakeServer();
    renderWithApp({ member: testMembers.admin, route: `/contacts/edit/${stored.id}` });
    await screen.findByLabelText('Phone');
    // The owner saves a new number after the admin opened the form.
    server.savedElsewhere({ phone: '+15555550161' });
    fireEvent.change(input('Last name'), { target: { value: 'Exemplar' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText(/Someone else changed this contact/)).toBeVisible();
    expect(server.puts).toHaveLength(1);
    expect(server.puts[0]).toBe('"v1"');
    expect(server.item.phone).toBe('+15555550161');
    expect(input('Last name')).toHaveValue('Exemplar');
    expect(input('Phone')).toHaveValue('(555) 555-0100');

    fireEvent.click(screen.getByRole('button', { name: 'Load the newer version' }));
    await waitFor(() => expect(input('Phone')).toHaveValue('(555) 555-0161'));
    expect(input('Last name')).toHaveValue('Example');
    expect(screen.queryByText(/Someone else changed this contact/)).toBeNull();

    fireEvent.change(input('Last name'), { target: { value: 'Exemplar' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText('User updated!')).toHaveAttribute('role', 'status');
    expect(server.puts[1]).toBe('"v2"');
    // The form sends the number as it shows it; the API stores it as E.164.
    expect(server.item).toMatchObject({ phone: '(555) 555-0161', lastName: 'Exemplar' });
  });
});
