import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DirectoryPage, DirectoryRow } from '@dugout/shared';
import { directoryRowFixture } from '../../testing/contact-fixture';
import { jsonResponse as json } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

const row = directoryRowFixture;

const fiona = row(1, {
  id: 'c-fiona',
  firstName: 'Fiona',
  lastName: 'Family',
  isConnectedToPlayer: true,
  relatedPlayer: { id: 900016, name: 'Noah Pemberton', playerCoach: 'player' },
  relationToPlayer: 'mother',
  affiliation: { id: 1, name: "Players' Families" },
});
const jose = row(2, {
  id: 'c-jose',
  firstName: 'José',
  lastName: 'Pérez',
  alternateDescription: 'Foundation volunteer',
  affiliation: { id: 4, name: 'Foundation' },
});

/** A directory server of `rows`, `size` a page, filtering by `q` as a first name prefix. */
function stubDirectory(rows: DirectoryRow[], size = 50) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/contact/affiliations') {
      return json([
        { id: 1, name: "Players' Families" },
        { id: 4, name: 'Foundation' },
      ]);
    }
    if (u.pathname !== '/api/contact/page') return json({ message: `unexpected ${url}` }, 404);
    asked.push(u.searchParams);
    const q = (u.searchParams.get('q') ?? '').toLowerCase();
    const matching = rows.filter(
      (r) =>
        (!q ||
          `${r.firstName} ${r.lastName} ${r.relationToPlayer ?? ''}`.toLowerCase().includes(q)) &&
        (!u.searchParams.get('relation') || r.relationToPlayer === u.searchParams.get('relation')),
    );
    const cursor = u.searchParams.get('cursor');
    const from = cursor ? Number(cursor) : 0;
    const page: DirectoryPage = {
      contacts: matching.slice(from, from + size),
      nextCursor: from + size < matching.length ? String(from + size) : null,
      total: cursor ? null : matching.length,
    };
    return json(page);
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

describe('/contacts/all, the directory a page at a time', () => {
  it('renders only a window of the rows, and loads the next page as the member scrolls', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => row(i));
    const asked = stubDirectory(rows);
    renderWithApp({ member: testMembers.family, route: '/contacts/all' });
    const list = await screen.findByRole('list', { name: 'Contacts' });
    expect(screen.getByText('120 contacts')).toBeVisible();
    const items = within(list).getAllByRole('listitem');
    // A window: the first cards, not the 50 loaded.
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(50);
    expect(items[0]).toHaveAttribute('aria-setsize', '120');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/contacts/c-0000');
    expect(within(list).queryByRole('link', { name: /Person0049/ })).toBeNull();
    expect(asked).toHaveLength(1);

    // Near the end of the first page: the second is asked for, after the first's last row.
    await scrollTo(45 * 108);
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.get('cursor')).toBe('50');
    expect(await within(list).findByRole('link', { name: /Person0049/ })).toBeVisible();
    expect(within(list).queryByRole('link', { name: /Person0000/ })).toBeNull();

    await scrollTo(115 * 108);
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(await within(list).findByRole('link', { name: /Person0119/ })).toBeVisible();
    const last = within(list).getAllByRole('listitem').at(-1)!;
    expect(last).toHaveAttribute('aria-posinset', '120');
    // The last page says there is no other: nothing more is asked.
    await scrollTo(200 * 108);
    expect(asked).toHaveLength(3);
  });

  it('sends the filters to the server, typing debounced, and says what matched', async () => {
    const asked = stubDirectory([fiona, jose]);
    renderWithApp({ member: testMembers.family, route: '/contacts/all' });
    const fionaLink = await screen.findByRole('link', { name: /Fiona Family/ });
    expect(fionaLink).toHaveAttribute('href', '/contacts/c-fiona');
    expect(fionaLink).toHaveTextContent('Mother of Noah Pemberton');
    expect(screen.getByText('2 contacts')).toBeVisible();

    const filter = screen.getByLabelText('Filter by name, player or relation');
    for (const text of ['j', 'jo', 'jos', 'josé'])
      fireEvent.change(filter, { target: { value: text } });
    expect(await screen.findByText('1 contact matches')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Fiona Family/ })).toBeNull();
    // One request for the settled text, not one a keystroke.
    expect(asked.map((p) => p.get('q'))).toEqual([null, 'josé']);

    fireEvent.change(filter, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Relation'), { target: { value: 'mother' } });
    await waitFor(() => expect(asked.at(-1)!.get('relation')).toBe('mother'));
    expect(await screen.findByRole('link', { name: /Fiona Family/ })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: /José Pérez/ })).toBeNull());

    fireEvent.change(screen.getByLabelText('Affiliation'), { target: { value: '4' } });
    await waitFor(() => expect(asked.at(-1)!.get('affiliation')).toBe('4'));
  });

  it('says so in Spanish when nothing matches, and counts in Spanish', async () => {
    stubDirectory([fiona, jose]);
    renderWithApp({ member: testMembers.family, route: '/contacts/all', language: 'es' });
    const fionaLink = await screen.findByRole('link', { name: /Fiona Family/ });
    expect(fionaLink).toHaveTextContent('Madre de Noah Pemberton');
    expect(fionaLink).toHaveTextContent('Familias de jugadores');
    expect(screen.getByText('2 contactos')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Filtrar por nombre, jugador o relación'), {
      target: { value: 'nadie' },
    });
    expect(await screen.findByText('Ningún contacto coincide con «nadie».')).toBeVisible();
    expect(screen.getByText('0 contactos coinciden')).toBeVisible();
  });

  it('says the member may not view the directory when the server refuses', async () => {
    vi.stubGlobal('fetch', async () => json({ message: 'nope' }, 403));
    renderWithApp({ member: testMembers.member, route: '/contacts/all' });
    expect(
      await screen.findByText('You do not have permission to view this content'),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Contacts' })).toBeNull();
  });
});
