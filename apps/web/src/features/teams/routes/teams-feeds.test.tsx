import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Team, TeamMembers, TeamWithState } from '@dugout/shared';
import { jsonResponse, recordFetch, writesIn } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const RIVERHAWKS: Team = { id: 1, name: 'Riverhawks', shortName: 'Riverhawks', sortOrder: 0 };
const U12: Team = { id: 2, name: '12U Riverhawks', shortName: '12U', sortOrder: 1 };
const U14: Team = { id: 3, name: '14U Riverhawks', shortName: '14U', sortOrder: 2 };
const FEED = 'https://league.example.test/rosters/12u.json';

/** The admins' teams API: the active list, every team with its state, 12U's feed. */
function teamsApi(teams: Team[], inactive: Team[] = []) {
  return recordFetch<{ rosterUrl?: string | null; active?: boolean }>((call) => {
    if (call.method === 'GET' && call.url === '/api/teams') return jsonResponse(teams);
    if (call.url === '/api/teams/all') {
      return jsonResponse([
        ...teams.map((t) => ({ ...t, active: true })),
        ...inactive.map((t) => ({ ...t, active: false })),
      ] satisfies TeamWithState[]);
    }
    if (call.method === 'GET' && call.url === '/api/teams/2/members') {
      return jsonResponse({
        team: { ...U12, active: true, rosterUrl: FEED },
        members: [],
      } satisfies TeamMembers);
    }
    if (call.method === 'PUT' && call.url.startsWith('/api/teams/')) {
      return jsonResponse({ ...U12, active: true, rosterUrl: null, ...call.body });
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Admin Tools → Teams: roster feeds and inactive teams', () => {
  it('shows a team’s roster feed on its form, refuses an address that is not a web one, saves a new one', async () => {
    const calls = teamsApi([RIVERHAWKS, U12]);
    renderWithApp({ member: testMembers.admin, route: '/admin/teams' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename 12U Riverhawks' }));
    const field = screen.getByLabelText('Roster feed (optional)');
    await waitFor(() => expect(field).toHaveValue(FEED));
    fireEvent.change(field, { target: { value: 'ftp://league.example.test/12u' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a web address starting with https:// or http://.',
    );
    expect(writesIn(calls)).toEqual([]);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writesIn(calls).map((c) => [c.method, c.url, c.body])).toEqual([
        ['PUT', '/api/teams/2', { name: '12U Riverhawks', shortName: '12U', rosterUrl: null }],
      ]),
    );
  });

  it('stops a team, and lists an inactive one apart with “Make active”, in Spanish', async () => {
    const calls = teamsApi([RIVERHAWKS, U12], [U14]);
    renderWithApp({ member: testMembers.admin, route: '/admin/teams', language: 'es' });
    const inactive = await screen.findByRole('list', { name: 'Equipos inactivos' });
    expect(within(inactive).getByRole('heading', { level: 3 })).toHaveTextContent('14U Riverhawks');
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar 12U Riverhawks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Activar 14U Riverhawks' }));
    await waitFor(() =>
      expect(writesIn(calls).map((c) => [c.url, (c.body as { active?: boolean }).active])).toEqual([
        ['/api/teams/2', false],
        ['/api/teams/3', true],
      ]),
    );
  });

  it('offers no stop with one team, and no inactive list while none is inactive', async () => {
    teamsApi([RIVERHAWKS]);
    renderWithApp({ member: testMembers.admin, route: '/admin/teams' });
    await screen.findByRole('heading', { level: 2, name: 'Riverhawks' });
    expect(screen.getByRole('button', { name: 'Rename Riverhawks' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Stop Riverhawks' })).toBeNull();
    expect(screen.queryByText('Inactive teams')).toBeNull();
  });
});
