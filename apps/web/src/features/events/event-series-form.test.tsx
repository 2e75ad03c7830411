import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@dugout/shared';
import { eventFixture } from '../../testing/event-fixture';
import { jsonResponse as json, recordFetch, type RecordedCall } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { EventsView } from './components/events-view';
import { fakeEventFormServer } from './event-form-server';

/**
 * The event form's type, opponent and "Repeats weekly" (what it sends, how many events it
 * makes), the series' "This event only" / "This and following" on edit and delete, and the
 * game's "vs." on its page, in English and Spanish.
 */
afterEach(() => vi.unstubAllGlobals());

const practice = eventFixture({
  id: 'e-practice',
  name: 'Practice',
  date: '2031-06-10T22:00:00.000Z',
  eventLocationID: 1,
  eventType: 'practice',
  opponent: null,
  seriesId: 's-1',
});

function fakeEventServer(event: EventDetail) {
  return recordFetch<Record<string, unknown>>(({ method, url }) => {
    if (url === '/api/content/getall') return json({ content: [], backgrounds: [] });
    if (url === '/api/contact/getall' || url === '/api/contact/affiliations') return json([]);
    if (url.startsWith('/api/venues') || url.startsWith('/api/rsvp')) return json([]);
    if (url.startsWith(`/api/event/${event.id}/reminders`)) return undefined;
    if (method === 'GET' && url === `/api/event/${event.id}`)
      return json({ data: event, error: null }, 200, { etag: '"v1"' });
    if (method === 'PUT' && url.startsWith(`/api/event/update/${event.id}`))
      return json({ data: event, error: null }, 200, { etag: '"v2"' });
    if (method === 'DELETE') return json({ data: { id: event.id }, error: null });
    return undefined;
  });
}

describe('the event form: type, opponent and weekly series', () => {
  it('sends a game’s type and opponent', async () => {
    const { posts } = fakeEventFormServer();
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Game' } });
    expect(screen.queryByLabelText('Opponent')).toBeNull();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'game' } });
    fireEvent.change(screen.getByLabelText('Opponent'), { target: { value: ' Tigers ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ eventType: 'game', opponent: 'Tigers' });
    expect(posts[0]).not.toHaveProperty('repeat');
  });

  it('repeats weekly on the chosen days until the last day, less the skipped dates', async () => {
    const { posts } = fakeEventFormServer();
    renderWithApp({
      member: testMembers.admin,
      route: '/events/new',
      config: { teamTimeZone: 'America/New_York' },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Practice' } });
    // Tuesday 2031-06-10, 6 pm.
    fireEvent.change(screen.getByLabelText('Date and time'), {
      target: { value: '2031-06-10T18:00' },
    });
    fireEvent.click(screen.getByLabelText('Repeats weekly'));
    const days = screen.getByRole('group', { name: 'On' });
    // The start's weekday is chosen to begin with.
    expect(within(days).getByLabelText('Tue')).toBeChecked();
    fireEvent.click(within(days).getByLabelText('Thu'));
    fireEvent.change(screen.getByLabelText('Until (last day)'), {
      target: { value: '2031-06-19' },
    });
    expect(screen.getByText('Creates 4 events.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Skip a date'), { target: { value: '2031-06-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('list', { name: 'Skipped dates' })).toHaveTextContent('Thu, Jun 12');
    expect(screen.getByText('Creates 3 events.')).toBeVisible();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      date: '2031-06-10T22:00:00.000Z',
      repeat: { until: '2031-06-19', weekdays: [2, 4], exceptions: ['2031-06-12'] },
    });
  });

  it('refuses a last day before the first date without sending anything (Spanish)', async () => {
    const { posts } = fakeEventFormServer();
    renderWithApp({ member: testMembers.admin, route: '/events/new', language: 'es' });
    fireEvent.change(await screen.findByLabelText('Nombre'), { target: { value: 'Práctica' } });
    fireEvent.change(screen.getByLabelText('Fecha y hora'), {
      target: { value: '2031-06-10T18:00' },
    });
    fireEvent.click(screen.getByLabelText('Se repite cada semana'));
    fireEvent.change(screen.getByLabelText('Hasta (último día)'), {
      target: { value: '2031-06-01' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Crear evento' }));
    });
    expect(
      await screen.findByText('El último día debe ser después de la primera fecha.'),
    ).toBeVisible();
    expect(posts).toHaveLength(0);
  });

  it('asks how far an edit of a series event reaches, and sends it', async () => {
    const calls: RecordedCall<Record<string, unknown>>[] = fakeEventServer(practice);
    renderWithApp({ member: testMembers.admin, route: `/events/${practice.id}/edit` });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Practice'));
    expect(screen.getByLabelText('This event only')).toBeChecked();
    expect(screen.queryByLabelText('Repeats weekly')).toBeNull();
    fireEvent.click(screen.getByLabelText('This and following events'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toContain(
        `/api/event/update/${practice.id}?scope=following`,
      ),
    );
  });

  it('deletes this event only by default', async () => {
    const calls = fakeEventServer(practice);
    renderWithApp({ member: testMembers.admin, route: `/events/${practice.id}/edit` });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Practice'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        `/api/event/${practice.id}`,
      ]),
    );
  });

  it('deletes this and the following events when asked', async () => {
    const calls = fakeEventServer(practice);
    renderWithApp({ member: testMembers.admin, route: `/events/${practice.id}/edit` });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Practice'));
    fireEvent.click(screen.getByLabelText('This and following events'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Delete this event and the following ones of its series? This cannot be undone.',
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        `/api/event/${practice.id}?scope=following`,
      ]),
    );
  });
});

describe('a game’s opponent in the schedule', () => {
  const summary = (language: 'en' | 'es') => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    recordFetch(({ url }) =>
      url.startsWith('/api/event/getall')
        ? json([
            {
              id: 'e-game',
              name: 'Game',
              date: soon,
              eventLocationID: 1,
              imageURL: null,
              eventType: 'game',
              opponent: 'Comets',
            },
          ])
        : json({ members: [], answers: [] }),
    );
    // A phone: the schedule is the events page's first view.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderWithApp({ member: testMembers.family, ui: <EventsView />, language });
  };

  it('follows the name: "vs. Comets" at home', async () => {
    summary('en');
    const link = await screen.findByRole('link', { name: 'Game' });
    expect(link.closest('h3')).toHaveTextContent('Game · vs. Comets');
  });

  it('reads "contra Comets" in Spanish', async () => {
    summary('es');
    const link = await screen.findByRole('link', { name: 'Game' });
    expect(link.closest('h3')).toHaveTextContent('Game · contra Comets');
  });
});

describe('a game’s opponent on its page', () => {
  const game: EventDetail = {
    ...practice,
    id: 'e-game',
    name: 'Saturday game',
    eventType: 'game',
    opponent: 'Tigers',
    eventLocationID: 3,
    seriesId: null,
  };

  it('reads "at Tigers" for an away game, beside its type', async () => {
    fakeEventServer(game);
    renderWithApp({ member: testMembers.family, route: `/events/${game.id}` });
    expect(await screen.findByText('at Tigers')).toBeVisible();
    expect(screen.getByText('Game')).toBeVisible();
  });

  it('reads "en casa de Tigers" in Spanish', async () => {
    fakeEventServer(game);
    renderWithApp({ member: testMembers.family, route: `/events/${game.id}`, language: 'es' });
    expect(await screen.findByText('en casa de Tigers')).toBeVisible();
    expect(screen.getByText('Partido')).toBeVisible();
  });
});
