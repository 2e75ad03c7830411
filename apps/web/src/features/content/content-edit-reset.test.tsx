import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/**
 * The content form resets after a successful edit, not after a create: after an edit it shows
 * the saved item, with no file chosen, nobody to notify and no message left over.
 */
const stored: ContentItem = {
  id: '00000000-0000-4000-8000-000000000010',
  description: 'Hotel list',
  fileType: 'pdf',
  contentType: 'application/pdf',
  tags: ['hotel'],
  category: 'Road Trip Information',
  isFeatured: false,
  isBanner: false,
  sortOrder: 1,
  allowedAffiliations: [],
  blobUrlAccessible: 'http://localhost/api/blob/content/a.pdf?sig=x',
  thumbnailUrl: null,
  displayUrl: null,
};
const contacts = [
  { id: 'c1', firstName: 'Ana', lastName: 'Uno', email: 'ana@x.test', affiliation: null },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the content form after a successful edit', () => {
  it('resets to the saved item: no file, no recipients, no leftover message', async () => {
    let item = stored;
    const json = (body: unknown, status = 200, etag?: string) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
      });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (url === '/api/content/getall') return json({ content: [item], backgrounds: [] });
      if (url === '/api/contact/getall') return json(contacts);
      if (url === '/api/contact/affiliations') return json([]);
      if (method === 'GET' && url === `/api/content/${stored.id}`) return json(item, 200, '"v1"');
      if (method === 'PUT') {
        const form = init.body as FormData;
        // The server trims and stores what it was sent, as a new version.
        item = {
          ...item,
          description: String(form.get('fileName')).trim(),
          fileType: String(form.get('fileType')),
          isFeatured: form.get('isFeatured') === 'true',
        };
        return json(item, 200, '"v2"');
      }
      return json({ message: `unexpected ${method} ${url}` }, 404);
    });
    renderWithApp({ member: testMembers.admin, route: `/content/edit/${stored.id}` });
    const description = () => screen.getByLabelText('Description');
    await waitFor(() => expect(description()).toHaveValue('Hotel list'));

    const input = screen.getByLabelText('Replace the file (optional)') as HTMLInputElement;
    const file = new File(['%PDF-1.4'], 'New list.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.change(description(), { target: { value: '  Hotel list 2026  ' } });
    fireEvent.click(screen.getByLabelText('Featured'));
    const toggle = await screen.findByRole('switch', { name: 'Notify Members' });
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    expect(document.querySelector('.recipient-picker .field__hint')).toHaveTextContent(
      '1 selected',
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(await screen.findByText('content updated!')).toBeInTheDocument();
    await waitFor(() => expect(description()).toHaveValue('Hotel list 2026'));
    expect(screen.getByLabelText('Featured')).toBeChecked();
    const fresh = screen.getByLabelText('Replace the file (optional)') as HTMLInputElement;
    expect(fresh.files?.length ?? 0).toBe(0);
    expect(screen.getByRole('switch', { name: 'Notify Members' })).not.toBeChecked();
    expect(document.querySelector('.recipient-picker .field__hint')).toHaveTextContent(
      '0 selected',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
