import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResults } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { searchKeys } from './use-global-search';

const empty: SearchResults = { contacts: [], content: [], events: [], searchableLinks: [] };
const contact = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  relationToPlayer: 'mother' as const,
  relatedPlayer: { name: 'Mateo Pérez' },
  alternateDescription: null,
  hideContactFromOthers: false,
});

function stubSearch(answer: (text: string) => Promise<SearchResults> | SearchResults) {
  const texts: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname !== '/api/home/search') {
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    const text = u.searchParams.get('searchText')!;
    texts.push(text);
    const body = await answer(text);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return texts;
}

const box = () => screen.getByPlaceholderText('search contacts, content and events');

describe('global search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is only there for signed-in members', async () => {
    renderWithApp({ member: null, route: '/' });
    await screen.findByRole('banner');
    expect(screen.queryByPlaceholderText('search contacts, content and events')).toBeNull();
  });

  it('opens on focus, searches above 2 characters, and opens a contact with the keyboard', async () => {
    const texts = stubSearch((text) =>
      text === 'perez'
        ? {
            ...empty,
            contacts: [contact('c1', 'Sofía', 'Pérez'), contact('c2', 'José', 'Pérez')],
            events: [
              { id: 'e1', name: 'Pérez family picnic', description: 'Bring food', date: null },
            ],
          }
        : empty,
    );
    const { currentLocation, queryClient } = renderWithApp({
      member: testMembers.family,
      route: '/',
    });
    await waitFor(() => box());
    fireEvent.focus(box());
    // The overlay is its own chunk, fetched at the first open.
    expect(await screen.findByTestId('search-backdrop')).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'pe' } });
    expect(await screen.findByText('Type at least 3 letters.')).toBeVisible();
    expect(box()).toHaveAccessibleDescription('Type at least 3 letters.');
    // Past the debounce the search follows 'pe' (its observer moves to that query in the same
    // step that would start a fetch): nothing is fetching, nothing was asked.
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .find({ queryKey: searchKeys.text('pe') })
          ?.getObserversCount(),
      ).toBeGreaterThan(0),
    );
    expect(queryClient.isFetching()).toBe(0);
    expect(texts).toEqual([]);
    fireEvent.change(box(), { target: { value: 'per' } });
    fireEvent.change(box(), { target: { value: 'pere' } });
    fireEvent.change(box(), { target: { value: 'perez' } });
    expect(await screen.findByRole('option', { name: /Sofía Pérez/ })).toBeVisible();
    expect(texts).toEqual(['perez']); // debounced: one request for the burst
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: /Pérez family picnic/ })).toBeVisible();

    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const jose = screen.getByRole('option', { name: /José Pérez/ });
    expect(jose).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', jose.id);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    await act(async () => {
      fireEvent.keyDown(box(), { key: 'Enter' });
    });
    expect(currentLocation().pathname).toBe('/contacts/c2');
  });

  it('never lets an older answer replace a newer one, and shows searching after 1 s', async () => {
    let releaseSlow: () => void = () => {};
    const slow = new Promise<void>((r) => (releaseSlow = r));
    let slowAnswered: () => void = () => {};
    const answeredSlow = new Promise<void>((r) => (slowAnswered = r));
    stubSearch(async (text) => {
      if (text === 'lopez') {
        await slow;
        slowAnswered();
        return { ...empty, contacts: [contact('old', 'Old', 'Lopez')] };
      }
      return { ...empty, contacts: [contact('new', 'New', 'Lopezz')] };
    });
    const { queryClient } = renderWithApp({ member: testMembers.family, route: '/' });
    await waitFor(() => box());
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'lopez' } });
    expect(await screen.findByText('searching', {}, { timeout: 2000 })).toBeVisible();
    expect(box()).toHaveAccessibleDescription('searching');
    fireEvent.change(box(), { target: { value: 'lopezz' } });
    expect(await screen.findByRole('option', { name: /New Lopezz/ })).toBeVisible();
    releaseSlow();
    await answeredSlow;
    // The older search was called off: its late answer is dropped, never stored to be shown.
    expect(queryClient.getQueryState(searchKeys.text('lopez'))).toMatchObject({
      fetchStatus: 'idle',
      data: undefined,
    });
    expect(screen.queryByRole('option', { name: /Old Lopez/ })).toBeNull();
    expect(screen.getByRole('option', { name: /New Lopezz/ })).toBeVisible();

    // Emptying the box clears the results.
    fireEvent.change(box(), { target: { value: '' } });
    expect(screen.queryByRole('option', { name: /Lopez/ })).toBeNull();
  });

  it("shows a contact's relation in the reader's language", async () => {
    stubSearch(() => ({ ...empty, contacts: [contact('c1', 'Sofía', 'Pérez')] }));
    renderWithApp({ member: testMembers.family, route: '/', language: 'es' });
    await waitFor(() => screen.getByPlaceholderText('buscar contactos, contenido y eventos'));
    const input = screen.getByPlaceholderText('buscar contactos, contenido y eventos');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'perez' } });
    const option = await screen.findByRole('option', { name: /Sofía Pérez/ });
    expect(option).toHaveTextContent('Madre de Mateo Pérez');
  });

  it('Escape clears and closes; a background click closes', async () => {
    stubSearch(() => ({ ...empty, contacts: [contact('c1', 'Ana', 'Ruiz')] }));
    renderWithApp({ member: testMembers.family, route: '/' });
    await waitFor(() => box());
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'ruiz' } });
    await screen.findByRole('option', { name: /Ana Ruiz/ });
    fireEvent.mouseDown(screen.getByTestId('search-backdrop'));
    expect(screen.queryByTestId('search-backdrop')).toBeNull();
    expect(box()).toHaveValue('ruiz');

    fireEvent.focus(box());
    expect(await screen.findByRole('option', { name: /Ana Ruiz/ })).toBeVisible();
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByTestId('search-backdrop')).toBeNull();
    expect(box()).toHaveValue('');
  });

  it('opens content in a new tab and links at their url', async () => {
    stubSearch(() => ({
      ...empty,
      content: [
        { id: 'd1', description: 'Hotel guide', blobUrlAccessible: 'https://files.test/x' },
      ],
      searchableLinks: [
        { id: 1, linkName: 'Jersey Request Form', url: '/jerseyform', viewablePermissions: [] },
      ],
    }));
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { currentLocation } = renderWithApp({ member: testMembers.family, route: '/' });
    await waitFor(() => box());
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'hotel' } });
    fireEvent.click(await screen.findByRole('option', { name: /Hotel guide/ }));
    expect(open).toHaveBeenCalledWith('https://files.test/x', '_blank', 'noopener,noreferrer');
    fireEvent.focus(box());
    // Found before act: inside it, a lazy page's render waits for act to end.
    const target = await screen.findByRole('option', { name: /Jersey Request Form/ });
    await act(async () => {
      fireEvent.click(target);
    });
    expect(currentLocation().pathname).toBe('/jerseyform');
  });
});
