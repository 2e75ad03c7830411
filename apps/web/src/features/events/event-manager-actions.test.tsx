import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, recordFetch } from '../../testing/fake-api';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { samStaff, TWO_TEAMS } from '../../testing/team-fixtures';
import { EventsView } from './components/events-view';

/** The schedule leads a team manager to their team's families (Send a Message); nobody else. */

function fakeServer(managedTeams?: number[]) {
  return recordFetch(({ url }) => {
    if (url === '/api/me') return json(samStaff(managedTeams));
    if (url === '/api/teams') return json(TWO_TEAMS);
    if (url.startsWith('/api/event/getall')) return json([]);
    if (url.startsWith('/api/rsvp/household')) return json({ members: [], answers: [] });
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the schedule’s actions', () => {
  it('offer a team manager "Message team families" beside Create Event', async () => {
    fakeServer([2]);
    localStorage.setItem('dugout.events.view', 'schedule');
    renderWithApp({ member: testMembers.family, ui: <EventsView /> });
    const link = await screen.findByRole('link', { name: 'Message team families' });
    expect(link).toHaveAttribute('href', '/message/send');
    expect(screen.getByRole('link', { name: 'Unfilled duties' })).toHaveAttribute(
      'href',
      '/duties/unfilled',
    );
    expect(screen.getByRole('link', { name: 'Create Event' })).toHaveAttribute(
      'href',
      '/events/new',
    );
  });

  it('offer an admin Create Event only (Send a Message is in Admin Tools), a family neither', async () => {
    const calls = fakeServer();
    localStorage.setItem('dugout.events.view', 'schedule');
    const { unmount } = renderWithApp({ member: testMembers.admin, ui: <EventsView /> });
    expect(await screen.findByRole('link', { name: 'Create Event' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Message team families' })).toBeNull();
    unmount();
    renderWithApp({ member: testMembers.family, ui: <EventsView /> });
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/me'));
    await screen.findByRole('heading', { level: 2, name: 'Upcoming' });
    expect(screen.queryByRole('link', { name: 'Message team families' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Event' })).toBeNull();
  });
});
