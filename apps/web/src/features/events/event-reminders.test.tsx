import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { fakeEventFormServer } from './event-form-server';

/**
 * The event form's two reminder rows: when each goes (by the shared rule, in the
 * team's zone, across a clock change), refused out of 1–336 hours before anything is sent, and
 * saved with the event once it has its id.
 */

afterEach(() => vi.unstubAllGlobals());

describe("the event form's reminders", () => {
  it('says when each goes, refuses 400 hours, and saves them with the event', async () => {
    const { writes: calls } = fakeEventFormServer();
    renderWithApp({
      member: testMembers.admin,
      route: '/events/new',
      config: { teamTimeZone: 'America/New_York' },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'vs. Owls' } });
    // Monday after spring-forward, 18:00: 48 h before on the wall clock is Saturday 18:00.
    fireEvent.change(screen.getByLabelText('Date and time'), {
      target: { value: '2027-03-15T18:00' },
    });
    const group = screen.getByRole('group', { name: 'Automatic reminders' });
    const unanswered = within(group).getByLabelText('Remind those who have not answered');
    expect(unanswered).toHaveValue(48);
    expect(unanswered).toHaveAccessibleDescription(/^Reminder on Sat 13 Mar 6:00\sPM$/);
    const going = within(group).getByLabelText('Remind those going');
    expect(going).toHaveAccessibleDescription(/^Reminder on Mon 15 Mar 3:00\sPM$/);

    fireEvent.change(unanswered, { target: { value: '400' } });
    expect(unanswered).toHaveAccessibleDescription(/1 to 336 hours/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    });
    expect(calls).toEqual([]);

    fireEvent.change(unanswered, { target: { value: '24' } });
    fireEvent.click(within(group).getAllByRole('checkbox', { name: 'On' })[1]!);
    expect(going).toHaveAccessibleDescription('Off: no reminder.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      method: 'PUT',
      url: '/api/event/e-new/reminders',
      body: { unansweredHours: 24, unansweredOn: true, goingHours: 3, goingOn: false },
    });
  });
});
