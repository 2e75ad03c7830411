import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Season, UnfilledDuties } from '@dugout/shared';
import { recordFetch } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const event = { id: 'e1', name: 'Game 1', date: '2031-06-10T23:05:00.000Z', teams: [] };
const ROWS: UnfilledDuties = [
  { dutyId: 1, nameEn: 'Snacks', nameEs: 'Merienda', slots: 2, taken: 1, event },
  { dutyId: 2, nameEn: 'Field prep', nameEs: 'Preparar el campo', slots: 3, taken: 0, event },
];

function serve(calls: string[], recipients = 2) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/teams') || url === '/api/seasons') return json([]);
    calls.push(`${method} ${url}`);
    if (url.startsWith('/api/duties/unfilled')) return json(ROWS);
    if (url === '/api/event/e1/duties/ask') return json({ recipients });
    return json({ message: 'no' }, 404);
  });
}

describe('Unfilled duties', () => {
  it('lists each event’s open duties and asks its families', async () => {
    const calls: string[] = [];
    serve(calls);
    renderWithApp({ member: testMembers.admin, route: '/duties/unfilled' });
    const card = (await screen.findByRole('link', { name: 'Game 1' })).closest('li')!;
    expect(within(card).getByText('1 of 2 open')).toBeVisible();
    expect(within(card).getByText('3 of 3 open')).toBeVisible();
    const ask = within(card).getByRole('button', { name: 'Ask families to volunteer for Game 1' });
    await act(async () => {
      fireEvent.click(ask);
    });
    expect(await screen.findByText('Message sent to 2 people.')).toHaveAttribute('role', 'status');
    expect(calls).toEqual(['GET /api/duties/unfilled', 'POST /api/event/e1/duties/ask']);
  });

  it('in Spanish, and says when there was nobody left to ask', async () => {
    const calls: string[] = [];
    serve(calls, 0);
    renderWithApp({ member: testMembers.admin, route: '/duties/unfilled', language: 'es' });
    const card = (await screen.findByRole('link', { name: 'Game 1' })).closest('li')!;
    expect(within(card).getByText('Merienda')).toBeVisible();
    expect(within(card).getByText('1 libre de 2')).toBeVisible();
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: /^Pedir voluntarios/ }));
    });
    expect(
      await screen.findByText(
        'Todas las familias invitadas ya se apuntaron: no hay a quién pedir.',
      ),
    ).toHaveAttribute('role', 'status');
  });
});

describe('the duties CSV', () => {
  const season = (id: number, name: string, current: boolean): Season => ({
    id,
    name,
    startsOn: `${name}-03-01`,
    endsOn: `${name}-07-31`,
    current,
  });
  /** Seasons as given, no open duty; records each call and the file each download saves. */
  function csvServer(seasons: Season[]) {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const calls = recordFetch(({ url }) => {
      if (url === '/api/seasons') return json(seasons);
      if (url.startsWith('/api/teams')) return json([]);
      if (url.startsWith('/api/duties/unfilled')) return json([]);
      if (url.startsWith('/api/duties/csv')) return new Response('\uFEFFa,b', { status: 200 });
      return undefined;
    });
    return { calls, saved };
  }

  it('offers a past season once there is one, in Spanish, and downloads the one chosen', async () => {
    const { calls, saved } = csvServer([season(2, '2026', true), season(1, '2025', false)]);
    renderWithApp({ member: testMembers.admin, route: '/duties/unfilled', language: 'es' });
    const select = await screen.findByLabelText('Temporada del CSV');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '2026 (actual)',
      '2025',
    ]);
    const download = screen.getByRole('button', { name: /^Descargar las tareas/ });
    fireEvent.click(download);
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/duties/csv'));
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.click(download);
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/duties/csv?season=1'));
    await vi.waitFor(() => expect(saved).toEqual(['tareas.csv', 'tareas.csv']));
    // The server words the CSV in the page's language.
    expect(calls.find((c) => c.url.startsWith('/api/duties/csv'))?.headers).toMatchObject({
      'Accept-Language': 'es',
    });
  });

  it('offers no choice in the first season', async () => {
    const { calls } = csvServer([season(2, '2026', true)]);
    renderWithApp({ member: testMembers.admin, route: '/duties/unfilled' });
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/seasons'));
    await screen.findByRole('button', { name: /^Download the season/ });
    expect(screen.queryByLabelText('Season of the CSV')).toBeNull();
  });
});
