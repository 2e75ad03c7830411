import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { fakeEventFormServer } from './event-form-server';

/**
 * The event form takes the start in the team's time zone, the zone the event page
 * and the schedule show it in, whatever zone the admin's browser is in (the test runs in UTC).
 */

afterEach(() => vi.unstubAllGlobals());

describe("the event form's date and time", () => {
  it("is read in the team's zone and says so when the browser is elsewhere", async () => {
    const { posts } = fakeEventFormServer();
    renderWithApp({
      member: testMembers.admin,
      route: '/events/new',
      config: { teamTimeZone: 'America/Chicago' },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'vs. Comets' } });
    const when = screen.getByLabelText('Date and time');
    expect(when).toHaveAccessibleDescription('In team time: Central Time');
    fireEvent.change(when, { target: { value: '2031-06-10T18:00' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    });
    await waitFor(() => expect(posts).toHaveLength(1));
    // 6 PM in Chicago in June (CDT, UTC-5) is 23:00 UTC; read in the browser's UTC it was 18:00.
    expect(posts[0]).toMatchObject({ date: '2031-06-10T23:00:00.000Z' });
  });
});
