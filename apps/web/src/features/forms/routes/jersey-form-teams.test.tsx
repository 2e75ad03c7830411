import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JerseyRequestItem } from '@dugout/shared';
import { jsonResponse as json, recordFetch, type RecordedCall } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';
import { RIVERHAWKS, U12 } from '../../../testing/team-fixtures';

/** The family's order forms in a club of two teams: the team each item is for. */
const mine = (team: typeof RIVERHAWKS) => ({ ...team, reach: ['household'] });

/** Fiona's children: Noah on the Riverhawks, Mia on 12U. */
const household = [
  { contactId: '00000000-0000-4000-8000-000000000002', firstName: 'Noah', teams: [1] },
  { contactId: '00000000-0000-4000-8000-000000000001', firstName: 'Mia', teams: [2] },
].map((c) => ({
  ...c,
  lastName: 'Pemberton',
  role: 'player',
  jerseyName: null,
  jerseyNumber: null,
  jerseyPosition: null,
}));

function stubServer(club: unknown[], reached: unknown[]) {
  return recordFetch<JerseyRequestItem[]>(({ method, url }) => {
    if (method === 'POST') return json({ saved: 1 }, 201);
    if (url === '/api/teams') return json(club);
    if (url === '/api/teams/mine') return json(reached);
    if (url === '/api/form/household') return json(household);
    if (url.startsWith('/api/form/')) return json([]);
    return undefined;
  });
}

/** The orders sent (POST /api/form/create…), each a list of items. */
const posted = (calls: RecordedCall<JerseyRequestItem[]>[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.body);
const item = (n: number) => screen.getByRole('group', { name: `Item ${n}` });
function fill(n: number) {
  const field = (label: string, value: string) =>
    fireEvent.change(within(item(n)).getByLabelText(label), { target: { value } });
  field('First name', 'Noah');
  field('Last name', 'Pemberton');
  field('Name on the jersey', 'NOAH P');
  field('Jersey number', '16');
  field('Size', 'Youth L');
}

describe('Jersey Request Form in a club of two teams', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the household’s teams for each item, none in particular by default, and sends it', async () => {
    const calls = stubServer([RIVERHAWKS, U12], [mine(RIVERHAWKS), mine(U12)]);
    renderWithApp({ member: testMembers.family, route: '/jerseyform' });
    // The page is lazy: its first item is awaited before it is searched.
    const team = await within(await screen.findByRole('group', { name: 'Item 1' })).findByLabelText(
      'Team',
    );
    expect(
      within(team)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No particular team', 'Riverhawks', '12U Riverhawks']);
    fill(1);
    // None chosen: the spec's order, for no team in particular.
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Form Submitted!');
    await vi.waitFor(() => expect(posted(calls)).toHaveLength(1));
    // The form starts again with an empty item.
    fill(1);
    fireEvent.change(within(item(1)).getByLabelText('Team'), {
      target: { value: String(U12.id) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(posted(calls)).toHaveLength(2));
    expect(posted(calls).map((body) => body.map((i) => [i.firstName, i.team ?? null]))).toEqual([
      [['Noah', null]],
      [['Noah', U12.id]],
    ]);
  });

  it('takes the team of the child a row is filled from', async () => {
    stubServer([RIVERHAWKS, U12], [mine(RIVERHAWKS), mine(U12)]);
    renderWithApp({ member: testMembers.family, route: '/jerseyform' });
    const first = await screen.findByRole('group', { name: 'Item 1' });
    const team = await within(first).findByLabelText('Team');
    const picker = within(first).getByLabelText('Fill from your household');
    await within(picker).findByRole('option', { name: 'Mia Pemberton (player)' });
    fireEvent.change(picker, { target: { value: household[1]!.contactId } });
    expect(team).toHaveValue(String(U12.id));
    fireEvent.change(picker, { target: { value: household[0]!.contactId } });
    expect(team).toHaveValue(String(RIVERHAWKS.id));
  });

  it('asks nothing when the household reaches one team (the server records it)', async () => {
    const calls = stubServer([RIVERHAWKS, U12], [mine(U12)]);
    renderWithApp({ member: testMembers.family, route: '/jerseyform' });
    await screen.findByRole('group', { name: 'Item 1' });
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/teams/mine'));
    expect(within(item(1)).queryByLabelText('Team')).toBeNull();
    fill(1);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Form Submitted!');
    expect(Object.keys(posted(calls)[0]![0]!)).not.toContain('team');
  });

  it('is the spec’s form with one team in the club: no choice, no team sent', async () => {
    const calls = stubServer([RIVERHAWKS], [mine(RIVERHAWKS)]);
    renderWithApp({ member: testMembers.family, route: '/giftform' });
    await screen.findByRole('group', { name: 'Item 1' });
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/teams'));
    expect(within(item(1)).queryByLabelText('Team')).toBeNull();
    expect(calls.map((c) => c.url)).not.toContain('/api/teams/mine');
  });

  it('speaks Spanish', async () => {
    stubServer([RIVERHAWKS, U12], [mine(RIVERHAWKS), mine(U12)]);
    renderWithApp({ member: testMembers.family, route: '/jerseyform', language: 'es' });
    const team = await screen.findByLabelText('Equipo');
    expect(
      within(team)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ningún equipo en particular', 'Riverhawks', '12U Riverhawks']);
  });
});
