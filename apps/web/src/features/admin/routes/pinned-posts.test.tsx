import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManagedPinnedPost } from '@dugout/shared';
import { jsonResponse as json, recordFetch, writesIn } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';
import { movePinnedPost } from '../components/sortable-pinned-posts';

const post = (over: Partial<ManagedPinnedPost>): ManagedPinnedPost => ({
  id: 1,
  titleEn: 'Holiday toy drive',
  textEn: 'Bring a toy in December',
  titleEs: 'Colecta de juguetes',
  textEs: 'Trae un juguete en diciembre',
  link: '/events/all',
  expiresOn: null,
  expired: false,
  sortOrder: 1,
  version: 3,
  ...over,
});

/** A fake server holding the posts; records every call. */
function stubServer(initial: ManagedPinnedPost[]) {
  let posts = [...initial];
  return recordFetch<Partial<ManagedPinnedPost>>(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/pinnedpost/manage') return json(posts);
    if (method === 'POST' && url === '/api/pinnedpost/new') {
      const created = post({ ...body, id: 9, sortOrder: posts.length + 1, version: 1 });
      posts = [...posts, created];
      return json(created, 201);
    }
    const update = /^\/api\/pinnedpost\/update\/(\d+)$/.exec(url);
    if (method === 'PUT' && update) {
      const id = Number(update[1]);
      posts = posts.map((p) => (p.id === id ? { ...p, ...body, version: p.version + 1 } : p));
      return json(posts.find((p) => p.id === id));
    }
    const remove = /^\/api\/pinnedpost\/(\d+)$/.exec(url);
    if (method === 'DELETE' && remove) {
      posts = posts.filter((p) => p.id !== Number(remove[1]));
      return new Response(null, { status: 204 });
    }
    if (method === 'PUT' && url === '/api/pinnedpost/updateSortOrder') {
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Pinned posts admin page', () => {
  const posts = [
    post({ id: 1 }),
    post({
      id: 2,
      titleEn: 'Opening Day tickets',
      textEn: 'Reserve your seats by April 1',
      titleEs: '',
      textEs: '',
      link: 'https://tickets.riverhawks.test',
      expiresOn: '2026-04-01',
      expired: true,
      sortOrder: 2,
    }),
  ];

  it('is linked from Admin Tools and lists the posts in order, with Spanish and expiry', async () => {
    stubServer(posts);
    renderWithApp({ member: testMembers.admin, route: '/admin' });
    expect(await screen.findByRole('link', { name: 'Pinned Posts' })).toHaveAttribute(
      'href',
      '/admin/pinned-posts',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Pinned Posts' }));
    const list = await screen.findByRole('list', { name: /Pinned posts, in the order/ });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.pinned-admin__title')?.textContent)).toEqual([
      'Holiday toy drive',
      'Opening Day tickets',
    ]);
    expect(within(items[0]!).getByText(/Colecta de juguetes/)).toBeVisible();
    expect(within(items[0]!).getByText('No end date')).toBeVisible();
    expect(within(items[1]!).getByText(/No Spanish text/)).toBeVisible();
    expect(within(items[1]!).getByText('Expired: last shown Apr 1, 2026')).toBeVisible();
  });

  it('adds a post in English and Spanish with a last day', async () => {
    const calls = stubServer(posts);
    renderWithApp({ member: testMembers.admin, route: '/admin/pinned-posts' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a pinned post' }));
    const form = screen.getByRole('form', { name: 'New pinned post' });
    const english = within(form).getByRole('group', { name: 'English' });
    const spanish = within(form).getByRole('group', { name: 'Spanish (optional)' });
    fireEvent.change(within(english).getByLabelText('Title'), {
      target: { value: 'Winter camp' },
    });
    fireEvent.change(within(english).getByLabelText('Text under the title'), {
      target: { value: 'Sign up by Dec 15' },
    });
    fireEvent.change(within(spanish).getByLabelText('Title'), {
      target: { value: 'Campamento de invierno' },
    });
    fireEvent.change(within(form).getByLabelText('Last day shown (optional)'), {
      target: { value: '2026-12-15' },
    });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Add post' }));
    });
    await waitFor(() => expect(writesIn(calls)).toHaveLength(1));
    expect(writesIn(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/api/pinnedpost/new',
      body: {
        titleEn: 'Winter camp',
        textEn: 'Sign up by Dec 15',
        titleEs: 'Campamento de invierno',
        textEs: '',
        link: '',
        expiresOn: '2026-12-15',
      },
    });
    expect(await screen.findByText('Pinned post added.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Winter camp')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('edits with If-Match, and refuses a bad link or an empty title before sending', async () => {
    const calls = stubServer(posts);
    renderWithApp({ member: testMembers.admin, route: '/admin/pinned-posts' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Opening Day tickets”' }));
    const form = screen.getByRole('form', { name: 'Edit pinned post' });
    const english = within(form).getByRole('group', { name: 'English' });
    expect(within(english).getByLabelText('Title')).toHaveValue('Opening Day tickets');
    fireEvent.change(within(english).getByLabelText('Title'), { target: { value: ' ' } });
    fireEvent.change(within(form).getByLabelText('Link (optional)'), {
      target: { value: 'javascript:alert(1)' },
    });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    });
    expect(
      await within(form).findByText('Write a title in English, of at most 120 characters.'),
    ).toBeVisible();
    expect(within(form).getByLabelText('Link (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(writesIn(calls)).toHaveLength(0);

    fireEvent.change(within(english).getByLabelText('Title'), {
      target: { value: '2027 season seats' },
    });
    fireEvent.change(within(form).getByLabelText('Link (optional)'), {
      target: { value: '/content/all' },
    });
    fireEvent.change(within(form).getByLabelText('Last day shown (optional)'), {
      target: { value: '' },
    });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(writesIn(calls)).toHaveLength(1));
    const [edit] = writesIn(calls);
    expect(edit).toMatchObject({
      method: 'PUT',
      url: '/api/pinnedpost/update/2',
      body: { titleEn: '2027 season seats', link: '/content/all', expiresOn: null },
    });
    expect(edit!.headers['If-Match']).toBe('"v3"');
    expect(await screen.findByText('Pinned post saved.')).toHaveAttribute('role', 'status');
  });

  it('offers the newer version when someone else saved the post first', async () => {
    let list = posts;
    const puts: Record<string, string>[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if ((init.method ?? 'GET') === 'GET') return json(list);
      puts.push(init.headers as Record<string, string>);
      if (puts.length === 1) {
        // Someone else's save got there first: the server has version 4.
        list = [{ ...posts[0]!, titleEn: 'Toy drive (their edit)', version: 4 }, posts[1]!];
        return json({ message: 'Someone else changed this item', code: 'version_conflict' }, 409);
      }
      return json({ ...list[0], version: 5 });
    });
    renderWithApp({ member: testMembers.admin, route: '/admin/pinned-posts' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Holiday toy drive”' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(await screen.findByText('Someone else changed this item')).toBeVisible();
    fireEvent.click(await screen.findByRole('button', { name: 'Load the newer version' }));
    const form = screen.getByRole('form', { name: 'Edit pinned post' });
    expect(
      within(within(form).getByRole('group', { name: 'English' })).getByLabelText('Title', {
        exact: true,
      }),
    ).toHaveValue('Toy drive (their edit)');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts.map((h) => h['If-Match'])).toEqual(['"v3"', '"v4"']);
  });

  it('deletes only after the confirmation', async () => {
    const calls = stubServer(posts);
    renderWithApp({ member: testMembers.admin, route: '/admin/pinned-posts' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Holiday toy drive”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this pinned post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writesIn(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Holiday toy drive”' }));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }),
      );
    });
    await waitFor(() => expect(writesIn(calls)).toHaveLength(1));
    expect(writesIn(calls)[0]).toMatchObject({ method: 'DELETE', url: '/api/pinnedpost/1' });
    await waitFor(() => expect(screen.queryByText('Holiday toy drive')).toBeNull());
  });

  it('moves a post to where another was', () => {
    const moved = movePinnedPost(posts, 2, 1)!;
    expect(moved.map((p) => [p.id, p.sortOrder])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(movePinnedPost(posts, 2, 2)).toBeNull();
    expect(movePinnedPost(posts, 2, null)).toBeNull();
  });

  it('speaks Spanish', async () => {
    stubServer(posts);
    renderWithApp({ member: testMembers.admin, route: '/admin/pinned-posts', language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Publicaciones fijadas' })).toBeVisible();
    expect(await screen.findByText('Vencida: se mostró hasta el 1 abr 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar «Holiday toy drive»' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir una publicación fijada' }));
    expect(screen.getByRole('form', { name: 'Nueva publicación fijada' })).toBeVisible();
  });

  it('is not offered to members', async () => {
    stubServer(posts);
    renderWithApp({ member: testMembers.family, route: '/admin/pinned-posts' });
    expect(await screen.findByText(/permission/i)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a pinned post' })).toBeNull();
  });
});
