import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, recordFetch } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';

/**
 * The event form's recipients follow "Visible to" (the server's audience rule, from
 * packages/shared): Notify Members checks only those who can see the event, the others are
 * listed apart with why; a refusal shows beside its field, focused; the created toast links to
 * the new event; an optional end time is sent, and refused before the start.
 */
const FAMILIES = { id: 2, name: "Players' Families" };
const OFFICE = { id: 1, name: 'Front Office' };
const contacts = [
  {
    id: 'c1',
    firstName: 'Fiona',
    lastName: 'Family',
    email: 'fiona@x.test',
    affiliation: FAMILIES,
    permissions: [],
  },
  {
    id: 'c2',
    firstName: 'Gus',
    lastName: 'Guardian',
    email: 'gus@x.test',
    affiliation: FAMILIES,
    permissions: [],
  },
  {
    id: 'c3',
    firstName: 'Olga',
    lastName: 'Office',
    email: 'olga@x.test',
    affiliation: OFFICE,
    permissions: [],
  },
  // An admin sees every event, whatever its audience.
  {
    id: 'c4',
    firstName: 'Alex',
    lastName: 'Admin',
    email: 'alex@x.test',
    affiliation: OFFICE,
    permissions: ['site:admin'],
  },
  {
    id: 'c5',
    firstName: 'Nico',
    lastName: 'Nobody',
    email: 'nico@x.test',
    affiliation: null,
    permissions: [],
  },
];

type Refusal = { status: number; body: Record<string, unknown> } | null;

function fakeServer(refusal: Refusal = null) {
  const posts: Record<string, unknown>[] = [];
  recordFetch<Record<string, unknown>>(({ method, url, body }) => {
    if (url === '/api/content/getall') return json({ content: [], backgrounds: [] });
    if (url === '/api/contact/getall') return json(contacts);
    if (url === '/api/contact/affiliations') return json([OFFICE, FAMILIES]);
    if (url.startsWith('/api/venues')) return json([]);
    if (method === 'POST' && url === '/api/event/new') {
      posts.push(body);
      if (refusal) return json(refusal.body, refusal.status);
      return json({ data: { id: 'e-new', ...body }, error: null });
    }
    if (method === 'PUT' && url === '/api/event/e-new/reminders')
      return json({ settings: body, dueAt: { unanswered: null, going: null } });
    return undefined;
  });
  return posts;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillFamiliesEvent() {
  renderWithApp({ member: testMembers.admin, route: '/events/new' });
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Game vs Owls' } });
  const families = await screen.findByRole('checkbox', { name: "Players' Families" });
  await act(async () => {
    fireEvent.click(families);
  });
  const toggle = await screen.findByRole('switch', { name: 'Notify Members' });
  await waitFor(() => expect(toggle).toBeEnabled());
  await act(async () => {
    fireEvent.click(toggle);
  });
}

const create = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
  });

describe("Notify Members for an event visible to Players' Families", () => {
  it('checks only those who can see it, lists the others apart with why, and sends the first', async () => {
    const posts = fakeServer();
    await fillFamiliesEvent();
    expect(await screen.findByText('3 selected')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Fiona Family/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Alex Admin/ })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Olga Office/ })).toBeNull();
    const apart = screen.getByText('2 members cannot see this event').closest('details')!;
    expect(within(apart).getByText(/Olga Office/).textContent).toBe(
      'Olga Office · Front Office: not in “Visible to”',
    );
    expect(within(apart).getByText(/Nico Nobody/).textContent).toBe(
      'Nico Nobody · No affiliation: not in “Visible to”',
    );
    await create();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      emailList: ['fiona@x.test', 'gus@x.test', 'alex@x.test'],
      notify: true,
      allowedAffiliations: [{ id: 2, name: "Players' Families" }],
    });
  });

  it('narrowing "Visible to" after the toggle unchecks those who can no longer see it', async () => {
    const posts = fakeServer();
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Picnic' } });
    const toggle = await screen.findByRole('switch', { name: 'Notify Members' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(await screen.findByText('5 selected')).toBeVisible();
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: "Players' Families" }));
    });
    expect(await screen.findByText('3 selected')).toBeVisible();
    await create();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.emailList).toEqual(['fiona@x.test', 'gus@x.test', 'alex@x.test']);
  });

  it('shows a refusal beside the recipients, focused, with the spec toast', async () => {
    const message = 'Fiona Family cannot see this event because of its affiliations';
    fakeServer({
      status: 400,
      body: { data: null, error: message, message, code: 'bad_request', field: 'emailList' },
    });
    await fillFamiliesEvent();
    await create();
    expect(await screen.findByText('There was an issue!')).toHaveAttribute('role', 'status');
    const group = screen.getByRole('group', { name: 'Recipients' });
    expect(within(group).getByRole('alert').textContent).toBe(message);
    expect(group).toHaveAttribute('aria-describedby', within(group).getByRole('alert').id);
    await waitFor(() => expect(group.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('switch', { name: 'Notify Members' }));
  });

  it('a refusal naming no field shows at the top of the form, in focus', async () => {
    const message = 'The linked content does not exist';
    fakeServer({ status: 400, body: { data: null, error: message, message, code: 'bad_request' } });
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Picnic' } });
    await create();
    const notice = await screen.findByText(message);
    await waitFor(() => expect(document.activeElement).toBe(notice.closest('[data-field]')));
  });
});

describe('after creating an event', () => {
  it('the toast links to the new event and the form stays empty for the next one', async () => {
    fakeServer();
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Picnic' } });
    await create();
    const link = await screen.findByRole('link', { name: 'Open the event' });
    expect(link.closest('[role="status"]')!.textContent).toBe('Event created! Open the event');
    expect(link).toHaveAttribute('href', '/events/e-new');
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('sends the optional end, and refuses one before the start beside it', async () => {
    const posts = fakeServer();
    renderWithApp({ member: testMembers.admin, route: '/events/new' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Doubleheader' } });
    fireEvent.change(screen.getByLabelText('Date and time'), {
      target: { value: '2031-06-06T13:00' },
    });
    const end = screen.getByLabelText('Ends (optional)');
    fireEvent.change(end, { target: { value: '2031-06-06T12:00' } });
    await create();
    expect(posts).toEqual([]);
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription(/The end must come after the start/);
    await waitFor(() => expect(document.activeElement).toBe(end));

    fireEvent.change(end, { target: { value: '2031-06-06T17:30' } });
    await create();
    await waitFor(() => expect(posts).toHaveLength(1));
    const sent = posts[0] as { date: string; endDate: string };
    expect(new Date(sent.endDate).getTime() - new Date(sent.date).getTime()).toBe(4.5 * 3600_000);
  });
});

describe('the recipient list scales', () => {
  it('has a labelled search box that narrows the list', async () => {
    fakeServer();
    await fillFamiliesEvent();
    const search = screen.getByRole('searchbox', { name: 'Search recipients' });
    fireEvent.change(search, { target: { value: 'gus' } });
    expect(
      screen
        .getAllByRole('checkbox', { name: /@x\.test/ })
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(['Gus Guardian · gus@x.test']);
    // The choice is kept for those the search hides.
    expect(screen.getByText('3 selected')).toBeVisible();
  });
});
