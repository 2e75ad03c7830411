import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@dugout/shared';
import { jsonResponse as json, recordFetch } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';
import { versionedItem } from '../../../testing/versioned-item';

/**
 * The content form keeps what the admin typed when newer data (or a
 * failed reload) arrives, sends the version it was filled from as If-Match, and on 409 offers
 * the newer version.
 */
const stored: ContentItem = {
  id: '00000000-0000-4000-8000-000000000009',
  description: 'Hotel list',
  fileType: 'pdf',
  contentType: 'application/pdf',
  tags: [],
  category: 'Road Trip Information',
  isFeatured: false,
  isBanner: false,
  sortOrder: 1,
  allowedAffiliations: [],
  blobUrlAccessible: 'http://localhost/api/blob/content/a.pdf?sig=x',
  thumbnailUrl: null,
  displayUrl: null,
};

function fakeServer() {
  const server = versionedItem(stored);
  recordFetch(({ method, url, headers, form }) => {
    if (url === '/api/content/getall') return json({ content: [server.item], backgrounds: [] });
    if (url === '/api/contact/getall') return json([]);
    if (url === '/api/contact/affiliations') return json([]);
    if (method === 'GET' && url === `/api/content/${stored.id}`) return server.get();
    if (method === 'PUT' && url === `/api/content/update/${stored.id}`) {
      return server.put(headers['If-Match'] ?? null, {
        description: String(form?.get('fileName')),
      });
    }
    return undefined;
  });
  return server;
}

const description = () => screen.getByLabelText('Description');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the content edit form and data that arrives late', () => {
  it('keeps the form and what was typed when a reload fails', async () => {
    const server = fakeServer();
    const { queryClient } = renderWithApp({
      member: testMembers.admin,
      route: `/content/edit/${stored.id}`,
    });
    await waitFor(() => expect(description()).toHaveValue('Hotel list'));
    fireEvent.change(description(), { target: { value: 'Hotel list (final)' } });
    server.failGets = true;
    await act(async () => {
      await queryClient.refetchQueries();
    });
    expect(description()).toHaveValue('Hotel list (final)');
  });

  it('keeps what was typed when a newer version arrives; 409 on save; loads the newer one', async () => {
    const server = fakeServer();
    const { queryClient } = renderWithApp({
      member: testMembers.admin,
      route: `/content/edit/${stored.id}`,
    });
    await waitFor(() => expect(description()).toHaveValue('Hotel list'));
    fireEvent.click(screen.getByLabelText('Featured'));
    fireEvent.change(description(), { target: { value: 'Hotel list (mine)' } });
    server.savedElsewhere({ description: 'Hotel list (theirs)' });
    await act(async () => {
      await queryClient.refetchQueries();
    });
    expect(await screen.findByText(/Someone else changed this item/)).toBeVisible();
    expect(description()).toHaveValue('Hotel list (mine)');
    expect(screen.getByLabelText('Featured')).toBeChecked();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(server.puts).toEqual(['"v1"']));
    expect(server.item.description).toBe('Hotel list (theirs)');
    expect(description()).toHaveValue('Hotel list (mine)');

    fireEvent.click(screen.getByRole('button', { name: 'Load the newer version' }));
    await waitFor(() => expect(description()).toHaveValue('Hotel list (theirs)'));
    expect(screen.queryByText(/Someone else changed this item/)).toBeNull();
    fireEvent.change(description(), { target: { value: 'Hotel list (merged)' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(await screen.findByText('content updated!')).toHaveAttribute('role', 'status');
    expect(server.puts).toEqual(['"v1"', '"v2"']);
    // The answer's version is the form's next If-Match.
    fireEvent.change(description(), { target: { value: 'Hotel list (again)' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(server.puts).toEqual(['"v1"', '"v2"', '"v3"']));
    expect(server.item.description).toBe('Hotel list (again)');
  });
});
