import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventAnswerList, EventAvailability, HouseholdRsvps } from '@dugout/shared';
import { eventFixture } from '../../../testing/event-fixture';
import { jsonResponse as json } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

/**
 * A game or practice asks about its players once, in "Players' availability": the household
 * list leaves them out, "Yes for all of us" is not offered, the adult's own question is the
 * optional "Coming to watch?", and the managers' not-answered list holds the players only.
 */
const game = eventFixture({
  id: 'e-game',
  name: 'vs. Comets',
  date: '2031-06-01T17:00:00.000Z',
  eventType: 'game',
  teams: [],
  yesCount: 3,
});

const household: HouseholdRsvps = {
  members: [
    {
      contactId: testMembers.family.id!,
      firstName: 'Fiona',
      lastName: 'Family',
      role: 'guardian',
      isSelf: true,
      canAnswer: true,
    },
    {
      contactId: 'c-noah',
      firstName: 'Noah',
      lastName: 'Pemberton',
      role: 'player',
      isSelf: false,
      canAnswer: true,
    },
    {
      contactId: 'c-shannon',
      firstName: 'Shannon',
      lastName: 'Pemberton',
      role: 'sibling',
      isSelf: false,
      canAnswer: true,
    },
  ],
  answers: [],
};

const noah = { contactId: 'c-noah', firstName: 'Noah', lastName: 'Pemberton' };

function serve(routes: Record<string, unknown>) {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = url.split('?')[0]!;
    if (path in routes) return json(routes[path]);
    return json({}, 404);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a game asks about each player once', () => {
  const family: EventAvailability = {
    asks: true,
    players: [{ ...noah, availability: 'unknown', canAnswer: true }],
    counts: null,
    canTakeAttendance: false,
    attendanceRecorded: false,
  };

  it('asks "Is Noah available?" and leaves Noah out of the household list', async () => {
    serve({
      '/api/event/e-game': { data: game, error: null },
      '/api/event/e-game/availability': family,
      '/api/rsvp/household': household,
    });
    renderWithApp({ member: testMembers.family, route: '/events/e-game' });
    expect(await screen.findByRole('group', { name: 'Is Noah available?' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Your household' });
    // Shannon plays on no team of this game: she is still answered for here; Noah is not.
    expect(within(list).getByRole('group', { name: 'Answer for Shannon Pemberton' })).toBeVisible();
    expect(within(list).queryByText(/Noah/)).toBeNull();
    expect(screen.queryByRole('button', { name: /for Noah Pemberton/ })).toBeNull();
    // "Yes for all of us" would answer for Noah a second time.
    expect(screen.queryByRole('button', { name: 'Yes for all of us' })).toBeNull();
    // The adult's own answer: optional, not "Will you be there?"; no mixed yes count.
    expect(screen.getByRole('group', { name: 'Coming to watch?' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Will you be there?' })).toBeNull();
    expect(screen.getByText(/Optional, for yourself/)).toBeVisible();
    expect(screen.queryByText('3 people are going')).toBeNull();
    // Availability comes first on the page.
    const [first, second] = screen.getAllByRole('heading', { level: 2 }).slice(-2);
    expect([first!.textContent, second!.textContent]).toEqual(['Players’ availability', 'RSVP']);
  });

  it('reads in Spanish', async () => {
    serve({
      '/api/event/e-game': { data: game, error: null },
      '/api/event/e-game/availability': family,
      '/api/rsvp/household': household,
    });
    renderWithApp({ member: testMembers.family, route: '/events/e-game', language: 'es' });
    expect(await screen.findByRole('group', { name: '¿Noah está disponible?' })).toBeVisible();
    expect(await screen.findByRole('group', { name: '¿Vienes a verlos?' })).toBeVisible();
    expect(screen.queryByRole('group', { name: '¿Vas a asistir?' })).toBeNull();
  });

  it('offers "Add to My Calendar" once one of the family’s players is available', async () => {
    serve({
      '/api/event/e-game': { data: game, error: null },
      '/api/event/e-game/availability': {
        ...family,
        players: [{ ...noah, availability: 'available', canAnswer: true }],
      },
      '/api/rsvp/household': household,
    });
    renderWithApp({ member: testMembers.family, route: '/events/e-game' });
    expect(await screen.findByRole('button', { name: 'Add to My Calendar' })).toBeVisible();
  });

  it('keeps "Will you be there?" and the whole household for a meeting', async () => {
    serve({
      '/api/event/e-game': { data: { ...game, eventType: 'meeting' }, error: null },
      '/api/rsvp/household': household,
    });
    renderWithApp({ member: testMembers.family, route: '/events/e-game' });
    const list = await screen.findByRole('list', { name: 'Your household' });
    expect(within(list).getByRole('group', { name: 'Answer for Noah Pemberton' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Will you be there?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yes for all of us' })).toBeVisible();
  });
});

describe('the manager of a game', () => {
  const list: EventAnswerList = {
    answers: [],
    counts: [{ affiliation: "Players' Families", yes: 2, no: 0 }],
    notAnswered: [
      {
        contactId: 'c-gavin',
        firstName: 'Gavin',
        lastName: 'Pemberton',
        affiliation: "Players' Families",
        household: 'Pemberton family',
        householdId: 7,
        phone: null,
      },
      {
        contactId: 'c-noah',
        firstName: 'Noah',
        lastName: 'Pemberton',
        affiliation: "Players' Families",
        household: 'Pemberton family',
        householdId: 7,
        phone: null,
      },
    ],
    notAnsweredHouseholds: [
      {
        id: 7,
        name: 'Pemberton family',
        numbers: [{ contactId: 'c-f', name: 'Fiona Family', phone: '+15550100123' }],
      },
    ],
  };

  it('sees the players available / not / unknown and the players not answered, not everyone', async () => {
    serve({
      '/api/event/e-game': {
        data: {
          ...game,
          rsvpList: [
            {
              rsvpID: 'r1',
              eventID: 'e-game',
              contactID: 'c-ava',
              status: 'yes',
              firstName: 'Ava',
              lastName: 'Diaz',
              phone: null,
              email: null,
              language: 'en',
            },
          ],
        },
        error: null,
      },
      '/api/event/e-game/availability': {
        asks: true,
        players: [
          { ...noah, availability: 'unknown', canAnswer: true },
          {
            contactId: 'c-ava',
            firstName: 'Ava',
            lastName: 'Diaz',
            availability: 'available',
            canAnswer: true,
          },
        ],
        counts: { available: 1, unavailable: 0, unknown: 1 },
        canTakeAttendance: false,
        attendanceRecorded: false,
      } satisfies EventAvailability,
      '/api/rsvp/event/e-game/list': list,
      '/api/rsvp/household': { members: household.members.slice(0, 1), answers: [] },
    });
    renderWithApp({ member: testMembers.admin, route: '/events/e-game' });
    const counts = await screen.findByRole('list', { name: 'Players’ answers' });
    expect(within(counts).getByText('1 available')).toBeVisible();
    expect(within(counts).getByText('1 unknown')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Players not answered (1)' })).toBeVisible();
    const waiting = screen.getByText('Show the 1 player with no answer, with the family’s numbers');
    const details = waiting.closest('details')!;
    expect(within(details).getByText('Noah Pemberton')).toBeInTheDocument();
    expect(within(details).queryByText('Gavin Pemberton')).toBeNull();
    expect(within(details).getByRole('link', { name: /Call Fiona Family/ })).toBeInTheDocument();
    // The mixed counts per affiliation are not shown; everyone's answers fold away.
    expect(screen.queryByRole('table', { name: 'Answers by affiliation' })).toBeNull();
    const everyone = screen.getByText('Everyone’s answers, players and adults (1)');
    expect(everyone.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  });
});
