import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail, EventSummary } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { Calendar } from './components/calendar';
import { monthWeeks } from './components/calendar-model';
import { buildEventIcs } from './components/add-to-calendar';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const now = new Date();
const at = (day: number, hour = 18) =>
  new Date(now.getFullYear(), now.getMonth(), day, hour, 0).toISOString();

const summaries: EventSummary[] = [
  { id: 'e-home', name: 'vs. Comets', date: at(3), eventLocationID: 1, imageURL: null },
  { id: 'e-away', name: 'at Loons', date: at(10), eventLocationID: 3, imageURL: null },
  { id: 'e-fest', name: 'Fan Fest', date: at(12), eventLocationID: 2, imageURL: '/img.png' },
  { id: 'e-picnic', name: 'Picnic', date: at(14), eventLocationID: null, imageURL: null },
];

function detail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 'e-picnic',
    name: 'Picnic',
    description: 'Bring a dish',
    date: at(14),
    tags: ['family'],
    allowedAffiliations: [],
    linkedContentId: null,
    linkedContent: null,
    eventLocationID: null,
    imageURL: null,
    translations: [{ language: 'es', fieldName: 'Name', contents: 'Picnic familiar' }],
    yesCount: 2,
    myRsvp: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('calendar model', () => {
  it('starts weeks on Sunday, marks outside days and colours by location', () => {
    const weeks = monthWeeks(new Date(2026, 10, 1), [
      {
        id: 'a',
        name: 'Away',
        date: new Date(2026, 10, 11, 19).toISOString(),
        eventLocationID: 3,
        imageURL: null,
      },
      {
        id: 'h',
        name: 'Home',
        date: new Date(2026, 10, 3, 19).toISOString(),
        eventLocationID: 2,
        imageURL: 'x',
      },
    ]);
    expect(weeks.filter((w) => w.length !== 7)).toEqual([]);
    expect(weeks.filter((w) => w[0]!.date.getDay() !== 0)).toEqual([]);
    const days = weeks.flat();
    expect(days.find((d) => d.key === '2026-11-11')!.kind).toBe('away');
    const third = days.find((d) => d.key === '2026-11-03')!;
    expect(third.kind).toBe('home');
    expect(third.imageURL).toBe('x');
    expect(days.filter((d) => !d.inMonth).filter((d) => d.events.length !== 0)).toEqual([]);
  });

  it('exports an .ics lasting 1 hour', () => {
    const ics = buildEventIcs(detail(), 'Picnic', 'Bring a dish');
    expect(ics).toContain('BEGIN:VEVENT');
    const start = /DTSTART:(\d{8}T\d{4})/.exec(ics)![1]!;
    const end = /DTEND:(\d{8}T\d{4})/.exec(ics)![1]!;
    expect(Number(end.slice(9, 11)) - Number(start.slice(9, 11))).toSatisfy(
      (n: number) => n === 1 || n === -23,
    );
  });
});

describe('Calendar', () => {
  it('shows the month, the legend, links except locations 1 and 3, and Create Event for admins', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return json(summaries);
    });
    renderWithApp({ member: testMembers.admin, ui: <Calendar variant="page" /> });
    const heading = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(now);
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(screen.getByText('Home Game')).toBeVisible();
    expect(screen.getByText('Away Game')).toBeVisible();
    const grid = screen.getByRole('table');
    // Each link starts with its start time, in the desktop grid's cells too.
    await within(grid).findAllByRole('link', { name: /^6:00\sPM Fan Fest$/ });
    expect(within(grid).getByRole('link', { name: /^6:00\sPM Picnic$/ })).toHaveAttribute(
      'href',
      '/events/e-picnic',
    );
    expect(within(grid).queryByRole('link', { name: /Comets|Loons/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create Event' })).toHaveAttribute(
      'href',
      '/events/new',
    );
    expect(urls[0]).toMatch(/^\/api\/event\/getall\?from=.+&to=.+/);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    });
    const next = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(
      new Date(now.getFullYear(), now.getMonth() + 1, 1),
    );
    expect(await screen.findByRole('heading', { name: next })).toBeVisible();
    // The next month is read once more (the unread counts are another route's).
    await waitFor(() =>
      expect(urls.filter((u) => u.startsWith('/api/event/getall'))).toHaveLength(2),
    );
  });

  it('never shows Create Event on the home variant or to members', async () => {
    vi.stubGlobal('fetch', async () => json([]));
    renderWithApp({ member: testMembers.admin, ui: <Calendar variant="home" /> });
    await screen.findByText('No events this month.');
    expect(screen.queryByRole('link', { name: 'Create Event' })).toBeNull();
  });

  it('shows an inline message when the events fail to load', async () => {
    vi.stubGlobal('fetch', async () => json({ message: 'boom' }, 500));
    renderWithApp({ member: testMembers.family, ui: <Calendar /> });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the events. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Create Event' })).toBeNull();
  });
});

describe('Event detail', () => {
  it('lets a member RSVP yes, then offers Add to My Calendar', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    // The server's event: the RSVP is in it once saved (the page reloads it after the save).
    let saved: EventDetail = detail();
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url === '/api/event/e-picnic') return json({ data: saved, error: null });
      if (url === '/api/rsvp/new') {
        const result = {
          rsvpID: 'r1',
          eventID: 'e-picnic',
          contactID: testMembers.family.id!,
          status: 'yes' as const,
        };
        const entry = { ...result, firstName: '', lastName: '', phone: null, email: null };
        saved = detail({ yesCount: 3, myRsvp: { ...entry, language: 'en' } });
        return json(result);
      }
      return json({}, 404);
    });
    renderWithApp({ member: testMembers.family, route: '/events/e-picnic' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Picnic' })).toBeVisible();
    expect(screen.getByText('2 people are going')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yes' })).not.toBePressed();
    expect(screen.queryByRole('button', { name: 'Add to My Calendar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    });
    expect(await screen.findByText('RSVP Updated!')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Yes' })).toBePressed();
    expect(screen.getByRole('button', { name: 'Add to My Calendar' })).toBeEnabled();
    expect(screen.getByText('3 people are going')).toBeVisible();
    const post = calls.find((c) => c.url === '/api/rsvp/new')!;
    const form = post.init.body as FormData;
    expect(form.get('status')).toBe('yes');
    expect(form.get('contactID')).toBe(testMembers.family.id);
    expect(form.get('eventName')).toBe('Picnic');
  });

  it('shows what the server answers after the save, not a copy of its own', async () => {
    // Two others said yes meanwhile: the reloaded event has 5 yeses, the member's among them. A
    // copy kept beside the query would add the member's yes to the reloaded count (6).
    let gets = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === '/api/event/e-picnic') {
        gets += 1;
        const myRsvp = {
          rsvpID: 'r1',
          eventID: 'e-picnic',
          contactID: testMembers.family.id!,
          status: 'yes' as const,
          firstName: '',
          lastName: '',
          phone: null,
          email: null,
          language: 'en',
        };
        return json({ data: gets === 1 ? detail() : detail({ yesCount: 5, myRsvp }), error: null });
      }
      return json({
        rsvpID: 'r1',
        eventID: 'e-picnic',
        contactID: testMembers.family.id,
        status: 'yes',
      });
    });
    renderWithApp({ member: testMembers.family, route: '/events/e-picnic' });
    expect(await screen.findByText('2 people are going')).toBeVisible();
    expect(screen.getByText('You have not answered yet.')).toBeVisible();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    });
    expect(await screen.findByText('RSVP Updated!')).toHaveAttribute('role', 'status');
    expect(screen.getByText('5 people are going')).toBeVisible();
    expect(screen.getByText('Your answer: Yes')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yes' })).toBePressed();
    expect(gets).toBe(2);
  });

  it('shows the Spanish name in Spanish', async () => {
    vi.stubGlobal('fetch', async () => json({ data: detail(), error: null }));
    renderWithApp({ member: testMembers.family, route: '/events/e-picnic', language: 'es' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Picnic familiar$/);
    expect(document.documentElement).toHaveAttribute('lang', 'es');
  });

  it('shows the load error', async () => {
    vi.stubGlobal('fetch', async () => json({ data: null, error: 'nope', message: 'nope' }, 404));
    renderWithApp({ member: testMembers.family, route: '/events/e-x' });
    expect(await screen.findByText('Oh no! There was an issue loading this event.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
  });

  it('gives admins the list; clicking the current status does nothing', async () => {
    const calls: string[] = [];
    const list = [
      {
        rsvpID: 'r1',
        eventID: 'e-picnic',
        contactID: 'c1',
        status: 'yes' as const,
        firstName: 'Ana',
        lastName: 'Uno',
        phone: '5550100111',
        email: 'ana@x.test',
        language: 'en',
      },
    ];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      if (url === '/api/event/e-picnic')
        return json({ data: detail({ rsvpList: list }), error: null });
      if (url.startsWith('/api/rsvp/update/')) {
        return json({ rsvpID: 'r1', eventID: 'e-picnic', contactID: 'c1', status: 'no' });
      }
      return json({}, 404);
    });
    renderWithApp({ member: testMembers.admin, route: '/events/e-picnic' });
    const row = await screen.findByRole('row', { name: /Ana Uno/ });
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/events/e-picnic/edit',
    );
    expect(within(row).getByRole('button', { name: 'Set Ana Uno to Yes' })).toBePressed();
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: 'Set Ana Uno to Yes' }));
    });
    // No answer is written (the household's answers and the admins' list are only read).
    expect(calls.filter((u) => /^\/api\/rsvp\/(new|update)/.test(u))).toEqual([]);
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: 'Set Ana Uno to No' }));
    });
    await waitFor(() => expect(calls).toContain('/api/rsvp/update/r1'));
    expect((await screen.findAllByText('RSVP Updated!'))[0]).toHaveAttribute('role', 'status');
  });
});
