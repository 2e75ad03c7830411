import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventSummary, MyTeams, Team } from '@dugout/shared';
import { jsonResponse, recordFetch } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { EventsView } from './components/events-view';

/*
 * A portal with one team shows no team: no label on its events, no filter on the schedule or the
 * directory, no chooser in the event form. With a second team, each appears (the same pages).
 */

const DAY = 24 * 60 * 60_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const RIVERHAWKS: Team = { id: 1, name: 'Riverhawks', shortName: 'RH', sortOrder: 0 };
const U12: Team = { id: 2, name: '12U Riverhawks', shortName: '12U', sortOrder: 1 };

const events: EventSummary[] = [
  { id: 'e-club', name: 'Club picnic', date: inDays(2), eventLocationID: null, imageURL: null },
  {
    id: 'e-12u',
    name: '12U Game',
    date: inDays(3),
    eventLocationID: null,
    imageURL: null,
    teams: [2],
  },
  {
    id: 'e-rh',
    name: 'Batting Cage Night',
    date: inDays(4),
    eventLocationID: null,
    imageURL: null,
    teams: [1],
  },
];

/** The API of a club with `teams`, Fiona reaching each of them. */
function clubOf(teams: Team[]) {
  const mine: MyTeams = teams.map((team) => ({ ...team, reach: ['household'] }));
  return recordFetch(({ url }) => {
    if (url === '/api/teams') return jsonResponse(teams);
    if (url === '/api/teams/mine') return jsonResponse(mine);
    if (url.startsWith('/api/event/getall')) return jsonResponse(events);
    if (url.startsWith('/api/rsvp/household')) return jsonResponse({ members: [], answers: [] });
    if (url.startsWith('/api/contact/page'))
      return jsonResponse({ contacts: [], nextCursor: null, total: 0 });
    if (url === '/api/contact/affiliations') return jsonResponse([]);
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const scheduleRows = async () => {
  await screen.findByRole('link', { name: '12U Game' });
  return screen.getAllByRole('listitem');
};

describe('teams in a club of one team', () => {
  it('shows no label and no filter on the schedule', async () => {
    const calls = clubOf([RIVERHAWKS]);
    localStorage.setItem('dugout.events.view', 'schedule');
    renderWithApp({ member: testMembers.family, ui: <EventsView /> });
    const rows = await scheduleRows();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/teams'));
    expect(rows.map((r) => r.querySelector('.team-chips')?.textContent ?? null)).toEqual([
      null,
      null,
      null,
    ]);
    expect(screen.queryByRole('combobox', { name: 'Team' })).toBeNull();
  });

  it('shows no Teams chooser in the event form', async () => {
    const calls = clubOf([RIVERHAWKS]);
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/teams'));
    expect(screen.queryByRole('group', { name: 'Teams' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Riverhawks' })).toBeNull();
  });

  it('shows no team filter in the directory', async () => {
    const calls = clubOf([RIVERHAWKS]);
    renderWithApp({ member: testMembers.family, route: '/contacts/all' });
    await screen.findByRole('combobox', { name: 'Affiliation' });
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/teams'));
    expect(screen.queryByRole('combobox', { name: 'Team' })).toBeNull();
  });
});

describe('teams in a club of two', () => {
  it('labels the events of teams, and filters the schedule by team in the address', async () => {
    clubOf([RIVERHAWKS, U12]);
    localStorage.setItem('dugout.events.view', 'schedule');
    const app = renderWithApp({ member: testMembers.family, ui: <EventsView /> });
    const filter = await screen.findByRole('combobox', { name: 'Team' });
    const rows = await scheduleRows();
    await waitFor(() =>
      expect(rows.map((r) => r.querySelector('.team-chips')?.textContent ?? null)).toEqual([
        null,
        'Team: 12U',
        'Team: RH',
      ]),
    );
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All teams', 'Riverhawks', '12U Riverhawks']);
    // 12U: its game and the club-wide picnic, not the first team's own event.
    fireEvent.change(filter, { target: { value: '2' } });
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Club picnic',
        '12U Game',
      ]),
    );
    expect(app.currentLocation().search).toBe('?team=2');
  });

  it('offers the Teams chooser in the event form and sends the teams checked', async () => {
    const calls = clubOf([RIVERHAWKS, U12]);
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    const group = await screen.findByRole('group', { name: 'Teams' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(['Riverhawks', '12U Riverhawks']);
    expect(group.textContent).toContain('Whole club');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('offers the team filter in the directory and sends it', async () => {
    const calls = clubOf([RIVERHAWKS, U12]);
    renderWithApp({ member: testMembers.family, route: '/contacts/all' });
    const filter = await screen.findByRole('combobox', { name: 'Team' });
    fireEvent.change(filter, { target: { value: '2' } });
    await waitFor(() =>
      expect(calls.map((c) => c.url).filter((u) => u.includes('team='))).toEqual([
        '/api/contact/page?limit=50&team=2',
      ]),
    );
  });
});
