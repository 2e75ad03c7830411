import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { jsonResponse as json, recordFetch, writesIn } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

/** A pinned post's teams: the form's Teams field in a club of two, nothing with one. */
const RIVERHAWKS = { id: 1, name: 'Riverhawks', shortName: 'RH', sortOrder: 0 };
const U12 = { id: 2, name: '12U Riverhawks', shortName: '12U', sortOrder: 1 };

function stubServer(teams: unknown[]) {
  return recordFetch<Record<string, unknown>>(({ method, url, body }) => {
    if (url === '/api/teams') return json(teams);
    if (method === 'GET' && url === '/api/pinnedpost/manage') return json([]);
    if (method === 'POST' && url === '/api/pinnedpost/new') {
      return json(
        { ...body, id: 9, expired: false, sortOrder: 1, version: 1, textEs: '', titleEs: '' },
        201,
      );
    }
    return undefined;
  });
}

async function addPost(check?: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a pinned post' }));
  const form = await screen.findByRole('form', { name: 'New pinned post' });
  fireEvent.change(
    within(within(form).getByRole('group', { name: 'English' })).getByLabelText('Title'),
    {
      target: { value: '12U picture day' },
    },
  );
  if (check) {
    const teams = await within(form).findByRole('group', { name: 'Teams' });
    fireEvent.click(within(teams).getByRole('checkbox', { name: check }));
  }
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Add post' }));
  });
}

afterEach(() => vi.unstubAllGlobals());

it('sends the checked teams of a new post in a club of two teams', async () => {
  const calls = stubServer([RIVERHAWKS, U12]);
  renderWithApp({ member: testMembers.admin, route: '/admin/pinned-posts' });
  await addPost('12U Riverhawks');
  await waitFor(() => expect(writesIn(calls)).toHaveLength(1));
  expect(writesIn(calls)[0]).toMatchObject({ url: '/api/pinnedpost/new', body: { teams: [2] } });
});

it('shows no Teams field and sends no teams in a club of one team', async () => {
  const calls = stubServer([RIVERHAWKS]);
  renderWithApp({ member: testMembers.admin, route: '/admin/pinned-posts' });
  await addPost();
  await waitFor(() => expect(writesIn(calls)).toHaveLength(1));
  expect(screen.queryByRole('group', { name: 'Teams' })).toBeNull();
  expect(writesIn(calls)[0]!.body).not.toHaveProperty('teams');
});
