import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, recordFetch } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';
import { RIVERHAWKS, samStaff, U12 } from '../../../testing/team-fixtures';

/**
 * "Send to" in Send a Message: an admin of a club of two teams may choose a team's families; a
 * team manager messages only their teams' families; with one team the composer is as before.
 */
const person = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@f.test`,
  phone: null,
  language: 'en',
  affiliation: { id: 1, name: "Players' Families" },
});
const MIA_MOM = person('c-fiona', 'Fiona', 'Family');
const MIA = person('c-mia', 'Mia', 'Pemberton');
const NOAH_COACH = person('c-cole', 'Cole', 'Coach');
const DIRECTORY = [MIA_MOM, MIA, NOAH_COACH];

function fakeServer({ teams, managedTeams }: { teams: unknown[]; managedTeams?: number[] }) {
  const previewed: { Recipients: { ContactId: string }[] }[] = [];
  const calls = recordFetch<{ Recipients: { ContactId: string }[] }>(({ method, url, body }) => {
    if (url === '/api/me') return json(samStaff(managedTeams));
    if (url === '/api/teams') return json(teams);
    if (url === '/api/teams/2/families') return json([MIA_MOM, MIA]);
    if (url === '/api/teams/1/families') return json([MIA_MOM, NOAH_COACH]);
    if (url === '/api/contact/getall') return json(DIRECTORY);
    if (method === 'POST' && url === '/api/messaging/preview') {
      previewed.push(body);
      return json({ message: 'stop here' }, 500);
    }
    return undefined;
  });
  return { calls, previewed };
}

const sendTo = () => screen.findByRole('combobox', { name: 'Send to' });
const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
const allOf = (count: number) => `All of Players' Families (${count})`;
const chips = () =>
  within(screen.getByRole('list', { name: 'Chosen recipients' }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));
const selectedCount = () => document.querySelector('.recipient-picker .field__hint');

async function previewAll() {
  fireEvent.change(screen.getByLabelText('Message type'), { target: { value: 'Email' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Practice moved' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Send a Message to a team’s families', () => {
  it('lets an admin of two teams choose the 12U’s families: all of them chosen, and only them', async () => {
    const { previewed } = fakeServer({ teams: [RIVERHAWKS, U12] });
    renderWithApp({ member: testMembers.admin, route: '/message/send' });
    const select = await sendTo();
    await waitFor(() =>
      expect(optionNames(select)).toEqual([
        'Anyone in the directory',
        'Families of Riverhawks',
        'Families of 12U Riverhawks',
      ]),
    );
    // The directory first, as before: its three, none chosen.
    expect(await screen.findByRole('button', { name: allOf(3) })).toBeVisible();
    expect(selectedCount()).toHaveTextContent(/^0 selected$/);
    expect(screen.queryByText(/^A team’s families/)).toBeNull();
    fireEvent.change(select, { target: { value: '2' } });
    await waitFor(() => expect(selectedCount()).toHaveTextContent(/^2 selected$/));
    expect(select).toHaveAccessibleDescription(/^A team’s families: its players, coaches/);
    expect(chips()).toEqual(['Remove Fiona Family', 'Remove Mia Pemberton']);
    expect(screen.getByRole('button', { name: allOf(2) })).toBeVisible();
    await previewAll();
    await waitFor(() => expect(previewed).toHaveLength(1));
    expect(previewed[0]!.Recipients.map((r) => r.ContactId)).toEqual(['c-fiona', 'c-mia']);
    // Back to the directory: nobody is chosen any more.
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(selectedCount()).toHaveTextContent(/^0 selected$/));
    expect(await screen.findByRole('button', { name: allOf(3) })).toBeVisible();
  });

  it('opens to a team manager with their team’s families chosen, no other team, no ledger, no directory', async () => {
    const { calls, previewed } = fakeServer({ teams: [RIVERHAWKS, U12], managedTeams: [2] });
    renderWithApp({ member: testMembers.family, route: '/message/send' });
    const select = await sendTo();
    await waitFor(() => expect(optionNames(select)).toEqual(['Families of 12U Riverhawks']));
    await waitFor(() => expect(selectedCount()).toHaveTextContent(/^2 selected$/));
    expect(chips()).toEqual(['Remove Fiona Family', 'Remove Mia Pemberton']);
    expect(screen.queryByRole('link', { name: 'Sent messages' })).toBeNull();
    await previewAll();
    await waitFor(() => expect(previewed).toHaveLength(1));
    expect(previewed[0]!.Recipients.map((r) => r.ContactId)).toEqual(['c-fiona', 'c-mia']);
    const asked = calls.map((c) => c.url);
    expect(asked.filter((u) => u.includes('/families') || u.includes('/contact/'))).toEqual([
      '/api/teams/2/families',
    ]);
  });

  it('stays closed to a member who manages no team', async () => {
    fakeServer({ teams: [RIVERHAWKS, U12] });
    renderWithApp({ member: testMembers.family, route: '/message/send' });
    expect(
      await screen.findByRole('heading', {
        name: 'You do not have permission to view this content',
      }),
    ).toBeVisible();
  });

  it('shows an admin of a one-team club no choice, and asks no team’s families', async () => {
    const { calls } = fakeServer({ teams: [RIVERHAWKS] });
    renderWithApp({ member: testMembers.admin, route: '/message/send' });
    expect(await screen.findByRole('button', { name: allOf(3) })).toBeVisible();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/teams'));
    expect(screen.queryByRole('combobox', { name: 'Send to' })).toBeNull();
    expect(calls.map((c) => c.url).filter((u) => u.includes('/families'))).toEqual([]);
    expect(screen.getByRole('link', { name: 'Sent messages' })).toBeVisible();
  });
});
