import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, recordFetch } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/** The event form's teams: a team manager chooses among theirs; one team shows nothing. */
const RIVERHAWKS = { id: 1, name: 'Riverhawks', shortName: 'RH', sortOrder: 0 };
const U12 = { id: 2, name: '12U Riverhawks', shortName: '12U', sortOrder: 1 };

function fakeServer({ teams, managedTeams }: { teams: unknown[]; managedTeams?: number[] }) {
  const posts: Record<string, unknown>[] = [];
  recordFetch<Record<string, unknown>>(({ method, url, body }) => {
    if (url === '/api/me') {
      return json({
        id: 'c-sam',
        firstName: 'Sam',
        lastName: 'Staff',
        email: 'staff@riverhawks.test',
        permissions: [],
        affiliationId: null,
        language: 'en',
        ...(managedTeams ? { managedTeams } : {}),
      });
    }
    if (url === '/api/teams') return json(teams);
    if (url === '/api/content/getall') return json({ content: [], backgrounds: [] });
    if (url === '/api/contact/getall') return json([]);
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
  return { posts };
}

const create = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the event form’s teams', () => {
  it('offers a team manager only their team, chosen, and requires one', async () => {
    const { posts } = fakeServer({ teams: [RIVERHAWKS, U12], managedTeams: [2] });
    renderWithApp({ member: testMembers.member, route: '/events/new' });
    const group = await screen.findByRole('group', { name: 'Teams' });
    const boxes = await waitFor(() => {
      const found = group.querySelectorAll('input[type="checkbox"]');
      expect(found).toHaveLength(1);
      return found;
    });
    const u12 = screen.getByRole('checkbox', { name: '12U Riverhawks' });
    expect(boxes[0]).toBe(u12);
    await waitFor(() => expect(u12).toBeChecked());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '12U practice' } });
    fireEvent.click(u12);
    await create();
    expect(await screen.findByText('Choose at least one of your teams.')).toBeVisible();
    expect(posts).toEqual([]);
    fireEvent.click(u12);
    await create();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ name: '12U practice', teams: [2] });
  });

  it('shows an admin of a one-team club nothing new, and sends no teams', async () => {
    const { posts } = fakeServer({ teams: [RIVERHAWKS] });
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Picnic' } });
    await create();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(Object.keys(posts[0]!)).not.toContain('teams');
    expect(screen.queryByRole('group', { name: 'Teams' })).toBeNull();
  });

  it('keeps the form closed to a member who manages no team', async () => {
    fakeServer({ teams: [RIVERHAWKS, U12] });
    renderWithApp({ member: testMembers.member, route: '/events/new' });
    expect(
      await screen.findByRole('heading', {
        name: 'You do not have permission to view this content',
      }),
    ).toBeVisible();
  });
});
