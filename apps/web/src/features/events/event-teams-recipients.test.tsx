import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, recordFetch } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/**
 * The event form's Notify list for an event of teams: only those its teams reach (as the
 * server answers GET /api/teams/{id}/families) and the club's admins, whom the server notifies;
 * with one team the list is the audience's, as before, and no team's families are asked.
 */
const RIVERHAWKS = { id: 1, name: 'Riverhawks', shortName: 'RH', sortOrder: 0 };
const U12 = { id: 2, name: '12U Riverhawks', shortName: '12U', sortOrder: 1 };
const contact = (id: string, firstName: string, permissions: string[] = []) => ({
  id,
  firstName,
  lastName: 'Test',
  email: `${firstName.toLowerCase()}@x.test`,
  phone: null,
  language: 'en',
  affiliation: null,
  permissions,
});
const ANA = contact('c-ana', 'Ana'); // Mia's mother: reaches 12U
const BEN = contact('c-ben', 'Ben'); // the first team only
const ADA = contact('c-ada', 'Ada', ['site:admin']); // an admin on no team
const CONTACTS = [ADA, ANA, BEN];

function fakeServer(teams: unknown[]) {
  const posts: Record<string, unknown>[] = [];
  const calls = recordFetch<Record<string, unknown>>(({ method, url, body }) => {
    if (url === '/api/teams') return json(teams);
    if (url === '/api/teams/2/families') return json([ANA]);
    if (url === '/api/teams/1/families') return json([BEN]);
    if (url === '/api/content/getall') return json({ content: [], backgrounds: [] });
    if (url === '/api/contact/getall') return json(CONTACTS);
    if (url === '/api/contact/affiliations') return json([]);
    if (url.startsWith('/api/venues')) return json([]);
    if (method === 'POST' && url === '/api/event/new') {
      posts.push(body);
      return json({ data: { id: 'e-new', ...body }, error: null });
    }
    if (method === 'PUT' && url === '/api/event/e-new/reminders') {
      return json({ settings: body, dueAt: { unanswered: null, going: null } });
    }
    return undefined;
  });
  return { posts, calls };
}

async function notifyOn() {
  const toggle = await screen.findByRole('switch', { name: 'Notify Members' });
  await waitFor(() => expect(toggle).toBeEnabled());
  await act(async () => {
    fireEvent.click(toggle);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the event form’s Notify list follows the event’s teams', () => {
  it('lists for a 12U event those 12U reaches and the admins, and sends only them', async () => {
    const { posts } = fakeServer([RIVERHAWKS, U12]);
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: '12U game' } });
    const u12 = await within(await screen.findByRole('group', { name: 'Teams' })).findByRole(
      'checkbox',
      { name: '12U Riverhawks' },
    );
    await act(async () => {
      fireEvent.click(u12);
    });
    await notifyOn();
    await waitFor(() => expect(screen.getByText('2 selected')).toBeVisible());
    expect(screen.getByRole('checkbox', { name: /Ana Test/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Ada Test/ })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Ben Test/ })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      teams: [2],
      emailList: ['ada@x.test', 'ana@x.test'],
      notify: true,
    });
  });

  it('lists everyone again once the event is the whole club’s', async () => {
    fakeServer([RIVERHAWKS, U12]);
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    const u12 = await within(await screen.findByRole('group', { name: 'Teams' })).findByRole(
      'checkbox',
      { name: '12U Riverhawks' },
    );
    await act(async () => {
      fireEvent.click(u12);
    });
    await notifyOn();
    await waitFor(() => expect(screen.getByText('2 selected')).toBeVisible());
    await act(async () => {
      fireEvent.click(u12);
    });
    expect(await screen.findByRole('checkbox', { name: /Ben Test/ })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Ana Test/ })).toBeVisible();
  });

  it('with one team lists the audience as before and asks no team’s families', async () => {
    const { calls } = fakeServer([RIVERHAWKS]);
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    await notifyOn();
    expect(await screen.findByText('3 selected')).toBeVisible();
    expect(calls.map((c) => c.url).filter((u) => u.includes('/families'))).toEqual([]);
  });
});
