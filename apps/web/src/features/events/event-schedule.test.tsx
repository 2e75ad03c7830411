import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventSummary } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { EventsView } from './components/events-view';
import { monthWeeks } from './components/calendar-model';
import { EVENTS_VIEW_KEY } from './components/use-events-view';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const DAY = 24 * 60 * 60_000;
const now = Date.now();
const inDays = (days: number) => new Date(now + days * DAY).toISOString();

function event(id: string, name: string, date: string, eventLocationID: number | null = null) {
  return { id, name, date, eventLocationID, imageURL: null } satisfies EventSummary;
}

const household = {
  members: [
    { contactId: 'c-self', firstName: 'Fiona', lastName: 'Family', role: 'guardian', isSelf: true },
    { contactId: 'c-mia', firstName: 'Mia', lastName: 'Family', role: 'player', isSelf: false },
    { contactId: 'c-leo', firstName: 'Leo', lastName: 'Family', role: 'child', isSelf: false },
  ],
  answers: [
    { eventId: 'e-next', contactId: 'c-mia', status: 'yes' },
    { eventId: 'e-next', contactId: 'c-leo', status: 'no' },
  ],
};

/** Answers the event list with `events` (whatever the range) and the household's answers. */
function stubApi(events: EventSummary[]) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    if (url.startsWith('/api/rsvp/household')) return json(household);
    return json(events);
  });
  return urls;
}

function stubPhone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('the schedule of /events/all', () => {
  it('lists upcoming events soonest first, then the past under "Past", marked and closed', async () => {
    stubApi([
      event('e-later', 'at Loons', inDays(9), 3),
      event('e-old', 'Spring Picnic', inDays(-20)),
      {
        ...event('e-next', 'vs. Comets', inDays(2), 1),
        venue: {
          id: 1,
          name: 'Riverside Park',
          address: '1 River Rd',
          latitude: null,
          longitude: null,
          notes: '',
        },
      },
      event('e-older', 'Opening Day', inDays(-40), 2),
      event('e-mid', 'Fan Fest', inDays(5), 2),
    ]);
    stubPhone(true);
    renderWithApp({ member: testMembers.family, ui: <EventsView /> });
    const upcoming = await screen.findByRole('heading', { level: 2, name: 'Upcoming' });
    const section = upcoming.closest('section')!;
    await within(section).findByRole('link', { name: 'vs. Comets' });
    const [next, past] = within(section).getAllByRole('list');
    expect(rowNames(next!)).toEqual(['vs. Comets', 'Fan Fest', 'at Loons']);
    expect(within(section).getByRole('heading', { level: 2, name: 'Past' })).toBeVisible();
    expect(rowNames(past!)).toEqual(['Spring Picnic', 'Opening Day']);
    for (const row of within(past!).getAllByRole('listitem')) {
      expect(row).toHaveTextContent('Past');
      expect(row).toHaveTextContent('RSVP closed');
      expect(within(row).queryByRole('button')).toBeNull();
    }
    expect(within(next!).queryByText('RSVP closed')).toBeNull();
    // Home/Away in words, each row a link to its page, the household's answers.
    const [first] = within(next!).getAllByRole('listitem');
    expect(first).toHaveTextContent('Home');
    expect(first).toHaveTextContent('Venue: Riverside Park');
    expect(within(next!).getAllByRole('listitem')[2]).toHaveTextContent('Away');
    expect(within(first!).getByRole('link', { name: 'vs. Comets' })).toHaveAttribute(
      'href',
      '/events/e-next',
    );
    const answers = await within(first!).findByText(/^Answers:/, { selector: 'span' });
    await waitFor(() =>
      // Seen: "You: — · Mia: Yes · Leo: No"; heard: "Answers: You: not answered, Mia: Yes, …".
      expect(answers.parentElement).toHaveTextContent(
        'Answers: You: —not answered, · Mia: Yes, · Leo: No',
      ),
    );
  });

  it("shows weekday, date and time in the team's zone: 23:30 UTC is the next morning in Tokyo", async () => {
    const utcDay = new Date(now + 3 * DAY);
    const date = new Date(
      Date.UTC(utcDay.getUTCFullYear(), utcDay.getUTCMonth(), utcDay.getUTCDate(), 23, 30),
    );
    stubApi([event('e-late', 'Night Game', date.toISOString(), 1)]);
    stubPhone(true);
    renderWithApp({
      member: testMembers.family,
      ui: <EventsView />,
      config: { teamTimeZone: 'Asia/Tokyo' },
    });
    const link = await screen.findByRole('link', { name: 'Night Game' });
    const row = link.closest('li')!;
    const tokyo = new Date(date.getTime() + 9 * 60 * 60_000); // UTC+9 all year
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' }).format(
      tokyo,
    );
    const time = row.querySelector('time')!;
    expect(time).toHaveTextContent(`${weekday} ${tokyo.getUTCDate()}`);
    expect(time).toHaveAttribute('datetime', date.toISOString());
    expect(row).toHaveTextContent('8:30 AM');
  });

  it('formats the date and time in Spanish', async () => {
    const date = new Date(Date.UTC(2031, 0, 7, 1, 5)); // Tuesday 6 January 2031, 19:05 in Chicago
    stubApi([event('e-es', 'Partido', date.toISOString(), 3)]);
    stubPhone(true);
    renderWithApp({
      member: testMembers.family,
      ui: <EventsView />,
      config: { teamTimeZone: 'America/Chicago' },
      language: 'es',
    });
    const link = await screen.findByRole('link', { name: 'Partido' });
    const row = link.closest('li')!;
    expect(row.querySelector('time')).toHaveTextContent(/^Lun 6 ene$/);
    expect(row).toHaveTextContent('19:05');
    expect(row).toHaveTextContent('Visitante');
    expect(screen.getByRole('heading', { level: 2, name: 'Próximos' })).toBeVisible();
  });
});

describe('Schedule / Month', () => {
  it('opens on the schedule on a phone and on the month on a wider screen', async () => {
    stubApi([]);
    stubPhone(true);
    const phone = renderWithApp({ member: testMembers.family, ui: <EventsView /> });
    expect(await screen.findByRole('button', { name: 'Schedule' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    phone.unmount();
    stubPhone(false);
    renderWithApp({ member: testMembers.family, ui: <EventsView /> });
    expect(await screen.findByRole('button', { name: 'Month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('heading', { name: 'Upcoming' })).toBeNull();
  });

  it('remembers the choice', async () => {
    stubApi([]);
    stubPhone(false);
    const first = renderWithApp({ member: testMembers.family, ui: <EventsView /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('heading', { name: 'Upcoming' })).toBeVisible();
    expect(localStorage.getItem(EVENTS_VIEW_KEY)).toBe('schedule');
    first.unmount();
    renderWithApp({ member: testMembers.family, ui: <EventsView /> });
    expect(await screen.findByRole('heading', { name: 'Upcoming' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Schedule' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("a day tapped in the month shows that day's events in the schedule", async () => {
    const today = new Date();
    const at = (day: number, hour: number) =>
      new Date(today.getFullYear(), today.getMonth(), day, hour).toISOString();
    stubApi([
      event('e-a', 'vs. Comets', at(12, 10), 1),
      event('e-b', 'Team Photo', at(12, 8), 2),
      event('e-c', 'at Loons', at(20, 18), 3),
    ]);
    stubPhone(false);
    renderWithApp({ member: testMembers.family, ui: <EventsView /> });
    const grid = await screen.findByRole('table');
    // The location rule still holds in the grid: location 1 and 3 games are not links there.
    await within(grid).findByRole('link', { name: /Team Photo$/ });
    expect(within(grid).queryByRole('link', { name: /Comets|Loons/ })).toBeNull();
    const dayName = new Intl.DateTimeFormat('en', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(new Date(today.getFullYear(), today.getMonth(), 12));
    await act(async () => {
      fireEvent.click(
        within(grid).getByRole('button', { name: `Show ${dayName} in the schedule` }),
      );
    });
    const heading = await screen.findByRole('heading', { level: 2, name: dayName });
    expect(heading).toHaveFocus();
    const section = heading.closest('section')!;
    expect(rowNames(within(section).getByRole('list'))).toEqual(['Team Photo', 'vs. Comets']);
    expect(within(section).getByRole('link', { name: 'vs. Comets' })).toHaveAttribute(
      'href',
      '/events/e-a',
    );
    // A tapped day is not a choice to remember.
    expect(localStorage.getItem(EVENTS_VIEW_KEY)).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Show all events' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Upcoming' })).toBeVisible();
  });
});

describe('calendar model in the team zone', () => {
  it("files an event under the team's day", () => {
    const late = new Date(Date.UTC(2026, 10, 11, 23, 30)).toISOString();
    const events = [event('late', 'Late', late)];
    const tokyo = monthWeeks(new Date(2026, 10, 1), events, new Date(2026, 10, 1), 'Asia/Tokyo');
    const utc = monthWeeks(new Date(2026, 10, 1), events, new Date(2026, 10, 1), 'UTC');
    const day = (weeks: typeof tokyo, key: string) =>
      weeks
        .flat()
        .find((d) => d.key === key)!
        .events.map((e) => e.id);
    expect(day(tokyo, '2026-11-12')).toEqual(['late']);
    expect(day(tokyo, '2026-11-11')).toEqual([]);
    expect(day(utc, '2026-11-11')).toEqual(['late']);
  });
});
