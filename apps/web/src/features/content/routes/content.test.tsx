import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem, ContentList } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const item = (over: Partial<ContentItem>): ContentItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  description: 'Road trip: Tacoma',
  fileType: 'pdf',
  contentType: 'application/pdf',
  tags: ['tacoma'],
  category: 'Road Trip Information',
  isFeatured: true,
  isBanner: false,
  sortOrder: 1,
  allowedAffiliations: [],
  blobUrlAccessible: 'http://localhost/api/blob/content/a.pdf?sig=x',
  thumbnailUrl: null,
  displayUrl: null,
  ...over,
});

const LIST: ContentList = {
  content: [
    item({
      id: 'e1',
      description: 'Opening Day schedule',
      category: 'Events & Announcements',
      sortOrder: 1,
    }),
    item({ id: 'r1', description: 'Road trip: Tacoma', sortOrder: 1 }),
    item({ id: 'r2', description: 'Road trip: Eugene', sortOrder: 2, isFeatured: false }),
  ],
  backgrounds: [],
};

const CONTACTS = [
  {
    id: 'c1',
    firstName: 'Fiona',
    lastName: 'Family',
    email: 'family@riverhawks.test',
    affiliation: { id: 1, name: "Players' Families" },
  },
  {
    id: 'c2',
    firstName: 'Sam',
    lastName: 'Staff',
    email: 'staff@riverhawks.test',
    affiliation: { id: 2, name: 'Front Office' },
  },
  {
    id: 'c3',
    firstName: 'Nico',
    lastName: 'Newcomer',
    email: 'newcomer@riverhawks.test',
    affiliation: null,
  },
];
const AFFILIATIONS = [
  { id: 1, name: "Players' Families" },
  { id: 2, name: 'Front Office' },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(overrides: Record<string, (init: RequestInit) => Response> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const key = `${init.method ?? 'GET'} ${url}`;
    if (overrides[key]) return overrides[key](init);
    if (url === '/api/content/getall') return json(LIST);
    if (url === '/api/contact/getall') return json(CONTACTS);
    if (url === '/api/contact/affiliations') return json(AFFILIATIONS);
    if (url.startsWith('/api/pinnedpost/getall')) return json([]);
    return json({ message: `unexpected ${key}` }, 404);
  });
  return calls;
}

/** The recipient picker's live count ("3 selected"), the one a screen reader announces. */
const selectedCount = () => document.querySelector('.recipient-picker .field__hint');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/content/all', () => {
  it('groups items by category; tiles open the signed link in a new tab; no editing controls for members', async () => {
    stubApi();
    renderWithApp({ member: testMembers.family, route: '/content/all' });
    await screen.findByRole('heading', { name: 'Events & Announcements' });
    const road = screen.getByRole('list', { name: 'Road Trip Information' });
    const links = within(road).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Road trip: Tacoma'),
      expect.stringContaining('Road trip: Eugene'),
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.queryByRole('button', { name: /Reorder/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('gives publishers drag handles and Edit links', async () => {
    stubApi();
    renderWithApp({ member: testMembers.admin, route: '/content/all' });
    expect(await screen.findByRole('button', { name: 'Reorder Road trip: Eugene' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Edit Road trip: Eugene' })).toHaveAttribute(
      'href',
      '/content/edit/r2',
    );
  });

  it('says when there is nothing to show', async () => {
    stubApi({ 'GET /api/content/getall': () => json({ content: [], backgrounds: [] }) });
    renderWithApp({ member: testMembers.member, route: '/content/all' });
    expect(await screen.findByText('No content to display')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Road trip/ })).not.toBeInTheDocument();
  });
});

describe('home', () => {
  it('shows the banner, Featured Items and View All', async () => {
    stubApi({
      'GET /api/pinnedpost/getall?language=en': () =>
        json([{ id: 1, postLink: '/events/all', postName: 'Spring banquet', postSubName: 'RSVP' }]),
    });
    renderWithApp({ member: testMembers.member, route: '/' });
    expect(await screen.findByRole('heading', { name: 'Featured Items' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/content/all');
    expect(await screen.findByRole('link', { name: /Spring banquet/ })).toHaveAttribute(
      'href',
      '/events/all',
    );
    // Banner: no isBanner item, so the first featured one.
    expect(document.querySelector('.content-banner')).toHaveTextContent(/^Opening Day schedule$/);
  });
});

describe('content form', () => {
  it('fills description and type from the file, adds and removes tags, narrows contacts and sends the form', async () => {
    const calls = stubApi({
      'POST /api/content/new': () => json(item({ id: 'new' }), 201),
    });
    renderWithApp({ member: testMembers.admin, route: '/content/new' });
    await screen.findByRole('heading', { name: 'Add Content' });

    const file = new File(['%PDF-1.4'], 'Tacoma hotel.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } });
    expect(screen.getByLabelText('Description')).toHaveValue('Tacoma hotel.pdf');
    expect(screen.getByLabelText('File type')).toHaveValue('pdf');

    const tagBox = screen.getByLabelText('Tags', { selector: 'input' });
    fireEvent.change(tagBox, { target: { value: 'hotel' } });
    fireEvent.keyDown(tagBox, { key: 'Enter' });
    fireEvent.change(tagBox, { target: { value: 'bus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    fireEvent.change(tagBox, { target: { value: 'oops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag oops' }));

    // Notify everyone, then narrow to one affiliation: the list shrinks and is all unchecked.
    const toggle = await screen.findByRole('switch', { name: 'Notify Members' });
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    expect(selectedCount()).toHaveTextContent(/^3 selected$/);
    fireEvent.click(screen.getByRole('checkbox', { name: "Players' Families" }));
    expect(selectedCount()).toHaveTextContent(/^0 selected$/);
    fireEvent.click(toggle);
    expect(selectedCount()).toHaveTextContent(/^1 selected$/);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add Content' }));
    });
    expect(await screen.findByText('content created!')).toHaveAttribute('role', 'status');
    const post = calls.find((c) => c.url === '/api/content/new')!;
    const body = post.init.body as FormData;
    expect(body.get('fileName')).toBe('Tacoma hotel.pdf');
    expect(body.get('fileType')).toBe('pdf');
    expect(JSON.parse(body.get('tags') as string)).toEqual(['hotel', 'bus']);
    expect(JSON.parse(body.get('emailList') as string)).toEqual(['family@riverhawks.test']);
    expect(JSON.parse(body.get('allowedAffiliations') as string)).toEqual([
      { id: 1, name: "Players' Families" },
    ]);
    expect((body.get('formFile') as File).name).toBe('Tacoma hotel.pdf');
    // After a create the form keeps its values.
    expect(screen.getByLabelText('Description')).toHaveValue('Tacoma hotel.pdf');
    // No delete when creating.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('searches contacts by first or last name', async () => {
    stubApi();
    renderWithApp({ member: testMembers.admin, route: '/content/new' });
    const search = await screen.findByLabelText('Search contacts to notify');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Notify Members' })).not.toBeChecked(),
    );
    await screen.findByText('0 selected');
    fireEvent.change(search, { target: { value: 'STA' } });
    await screen.findByText('Sam Staff');
    expect(screen.queryByText('Fiona Family')).toBeNull();
  });

  it('deletes after confirming, then goes to /Content/All', async () => {
    const calls = stubApi({
      'GET /api/content/r1': () => json(LIST.content[1]),
      'DELETE /api/content/r1': () => new Response(null, { status: 204 }),
    });
    const { currentLocation } = renderWithApp({
      member: testMembers.admin,
      route: '/content/edit/r1',
    });
    await screen.findByRole('heading', { name: 'Edit Content' });
    const deleteButton = await screen.findByRole('button', { name: 'Delete' });
    // A real click focuses the button; jsdom's does not.
    deleteButton.focus();
    fireEvent.click(deleteButton);
    // Focus moves into the dialog.
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Escape closes it and gives focus back.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(deleteButton);
    fireEvent.click(deleteButton);
    expect(screen.getByRole('alertdialog', { name: 'Are you sure?' })).toBeVisible();
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    });
    expect(await screen.findByText('Content Deleted!')).toHaveAttribute('role', 'status');
    expect(calls).toContainEqual(
      expect.objectContaining({
        url: '/api/content/r1',
        init: expect.objectContaining({ method: 'DELETE' }),
      }),
    );
    await waitFor(() => expect(currentLocation().pathname).toBe('/Content/All'));
  });

  it('shows the server message when a delete fails', async () => {
    stubApi({
      'GET /api/content/r1': () => json(LIST.content[1]),
      'DELETE /api/content/r1': () => json({ message: 'The content item was not found' }, 404),
    });
    renderWithApp({ member: testMembers.admin, route: '/content/edit/r1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    });
    expect(
      await screen.findByText('Content deletion failed: The content item was not found'),
    ).toHaveAttribute('role', 'status');
  });
});
