import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contact, Team, TeamMembers } from '@dugout/shared';
import { jsonResponse, recordFetch, writesIn } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

const RIVERHAWKS: Team = { id: 1, name: 'Riverhawks', shortName: 'Riverhawks', sortOrder: 0 };
const U12: Team = { id: 2, name: '12U Riverhawks', shortName: '12U', sortOrder: 1 };
const MIA = '00000000-0000-4000-8000-000000000001';
const SAM = '00000000-0000-4000-8000-000000000002';
const contacts = [
  { id: MIA, firstName: 'Mia', lastName: 'Pemberton' },
  { id: SAM, firstName: 'Sam', lastName: 'Staff' },
] as Contact[];

/** The admins' teams API: the list, 12U's roster (Mia), and what a save answers. */
function teamsApi(teams: Team[]) {
  return recordFetch<{ members?: unknown[]; name?: string; shortName?: string }>((call) => {
    if (call.method === 'GET' && call.url === '/api/teams') return jsonResponse(teams);
    if (call.url === '/api/contact/getall') return jsonResponse(contacts);
    if (call.url === '/api/teams/2/members' && call.method === 'GET') {
      return jsonResponse({
        team: { ...U12, rosterUrl: null, active: true },
        members: [{ contactId: MIA, firstName: 'Mia', lastName: 'Pemberton', role: 'player' }],
      } satisfies TeamMembers);
    }
    if (call.url === '/api/teams/2/members') {
      return jsonResponse({
        team: { ...U12, rosterUrl: null, active: true },
        members: [],
      } satisfies TeamMembers);
    }
    if (call.method === 'POST' && call.url === '/api/teams') {
      return jsonResponse({ id: 3, sortOrder: 0, ...call.body } as Team, 201);
    }
    if (call.method === 'PUT' && call.url === '/api/teams/2') {
      return jsonResponse({ message: 'A team named “Riverhawks” exists', field: 'name' }, 409);
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Admin Tools → Teams', () => {
  it('creates a team with its name and label', async () => {
    const calls = teamsApi([RIVERHAWKS]);
    renderWithApp({ member: testMembers.admin, route: '/admin/teams' });
    await screen.findByRole('heading', { level: 2, name: 'Riverhawks' });
    expect(screen.getByText(/^With one team the portal shows no team/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add a team' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '14U Riverhawks' } });
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: '14U' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    await waitFor(() =>
      expect(writesIn(calls).map((c) => [c.method, c.url, c.body])).toEqual([
        ['POST', '/api/teams', { name: '14U Riverhawks', shortName: '14U' }],
      ]),
    );
  });

  it('shows the server’s refusal of a rename beside the name, in Spanish', async () => {
    teamsApi([RIVERHAWKS, U12]);
    renderWithApp({ member: testMembers.admin, route: '/admin/teams', language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Renombrar 12U Riverhawks' }));
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Riverhawks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A team named “Riverhawks” exists');
  });

  it('sets the roster: a contact found by name added as manager, a player’s role changed', async () => {
    const calls = teamsApi([RIVERHAWKS, U12]);
    renderWithApp({ member: testMembers.admin, route: '/admin/teams' });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Roster and managers of 12U Riverhawks' }),
    );
    const roster = await screen.findByRole('list', { name: 'Who is on 12U Riverhawks' });
    expect(
      within(roster)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Mia Pemberton']);
    fireEvent.change(screen.getByLabelText('Role of Mia Pemberton'), {
      target: { value: 'coach' },
    });
    fireEvent.change(screen.getByLabelText('Add as'), { target: { value: 'manager' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Add a contact' }), {
      target: { value: 'sta' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Sam Staff' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save roster' }));
    await waitFor(() =>
      expect(writesIn(calls).map((c) => [c.method, c.url, c.body])).toEqual([
        [
          'PUT',
          '/api/teams/2/members',
          {
            members: [
              { contactId: MIA, role: 'coach' },
              { contactId: SAM, role: 'manager' },
            ],
          },
        ],
      ]),
    );
  });
});
