import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@dugout/shared';
import { jsonResponse as json, recordFetch } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/** The content page's teams: the filter, the labels and the editor's field; none with one team. */
const RIVERHAWKS = { id: 1, name: 'Riverhawks', shortName: 'RH', sortOrder: 0 };
const U12 = { id: 2, name: '12U Riverhawks', shortName: '12U', sortOrder: 1 };

const item = (id: string, description: string, teams?: number[]): ContentItem => ({
  id,
  description,
  fileType: 'pdf',
  contentType: 'application/pdf',
  tags: [],
  category: 'Road Trip Information',
  isFeatured: false,
  isBanner: false,
  sortOrder: Number(id.slice(-1)),
  allowedAffiliations: [],
  blobUrlAccessible: `http://localhost/api/blob/${id}.pdf?sig=x`,
  thumbnailUrl: null,
  displayUrl: null,
  ...(teams ? { teams } : {}),
});
const CLUB = item('00000000-0000-4000-8000-000000000001', 'Hotel list');
const PACKET = item('00000000-0000-4000-8000-000000000002', '12U tournament packet', [2]);
const CAGES = item('00000000-0000-4000-8000-000000000003', 'Batting cage times', [1]);

function fakeServer(teams: unknown[]) {
  const saved: FormData[] = [];
  recordFetch(({ method, url, form }) => {
    if (url === '/api/teams') return json(teams);
    if (url === '/api/teams/mine')
      return json(teams.map((t) => ({ ...(t as object), reach: ['household'] })));
    if (url === '/api/content/getall')
      return json({ content: [CLUB, PACKET, CAGES], backgrounds: [] });
    if (url === '/api/contact/getall') return json([]);
    if (url === '/api/contact/affiliations') return json([]);
    if (method === 'GET' && url === `/api/content/${CLUB.id}`) {
      return new Response(JSON.stringify(CLUB), {
        headers: { 'content-type': 'application/json', etag: '"v1"' },
      });
    }
    if (method === 'PUT' && url === `/api/content/update/${CLUB.id}`) {
      saved.push(form!);
      return new Response(JSON.stringify({ ...CLUB, teams: [2] }), {
        headers: { 'content-type': 'application/json', etag: '"v2"' },
      });
    }
    return undefined;
  });
  return { saved };
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the content page of a club with two teams', () => {
  it('labels the items of a team and filters by team: its items and the club-wide ones', async () => {
    fakeServer([RIVERHAWKS, U12]);
    renderWithApp({ member: testMembers.family, route: '/content/all' });
    await screen.findByText('12U tournament packet');
    const packet = screen.getByText('12U tournament packet').closest('article')!;
    expect(await within(packet).findByText('12U')).toHaveAttribute('title', '12U Riverhawks');
    const filter = await screen.findByLabelText('Team');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All teams', 'Riverhawks', '12U Riverhawks']);
    fireEvent.change(filter, { target: { value: '2' } });
    await waitFor(() => expect(titles()).toEqual(['Hotel list', '12U tournament packet']));
    fireEvent.change(filter, { target: { value: '' } });
    await waitFor(() => expect(titles()).toHaveLength(3));
  });

  it('gives the editor a Teams field and sends the checked teams', async () => {
    const { saved } = fakeServer([RIVERHAWKS, U12]);
    renderWithApp({ member: testMembers.admin, route: `/content/edit/${CLUB.id}` });
    const group = await screen.findByRole('group', { name: 'Teams' });
    expect(within(group).getByText('Whole club')).toBeVisible();
    fireEvent.click(within(group).getByRole('checkbox', { name: '12U Riverhawks' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.get('teams')).toBe('[2]');
  });
});

describe('the content page of a club with one team', () => {
  it('shows no filter, no labels and no Teams field, and sends no teams', async () => {
    const { saved } = fakeServer([RIVERHAWKS]);
    renderWithApp({ member: testMembers.admin, route: `/content/edit/${CLUB.id}` });
    await screen.findByLabelText('Description');
    expect(screen.queryByRole('group', { name: 'Teams' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.has('teams')).toBe(false);
  });

  it('lists every item without a team filter or label', async () => {
    fakeServer([RIVERHAWKS]);
    renderWithApp({ member: testMembers.family, route: '/content/all' });
    await screen.findByText('12U tournament packet');
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(screen.queryByLabelText('Team')).toBeNull();
    expect(screen.queryByText('12U')).toBeNull();
  });
});
