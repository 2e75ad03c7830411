import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventAnswerList, HouseholdRsvps } from '@dugout/shared';
import { eventFixture } from '../../../testing/event-fixture';
import { jsonResponse as json } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

/**
 * On the event page a member answers for each member of their household, each a
 * named group of Yes/No, the confirmation naming the person; admins also get the counts per
 * affiliation, the not-answered list and the CSV.
 */
const event = eventFixture({
  id: 'e-game',
  name: 'vs. Comets',
  date: '2031-06-01T17:00:00.000Z',
  eventLocationID: 1,
  yesCount: 1,
});

function household(answers: HouseholdRsvps['answers']): HouseholdRsvps {
  return {
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
        contactId: 'c-mia',
        firstName: 'Mia',
        lastName: 'Pemberton',
        role: 'sibling',
        isSelf: false,
        canAnswer: true,
      },
    ],
    answers,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('household RSVP on the event page', () => {
  it('answers Yes for one child and No for another, each named', async () => {
    let answers: HouseholdRsvps['answers'] = [
      { eventId: 'e-game', contactId: 'c-noah', status: 'no' },
    ];
    const posts: FormData[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url === '/api/event/e-game') return json({ data: event, error: null });
      if (url.startsWith('/api/rsvp/household')) return json(household(answers));
      if (url === '/api/rsvp/new') {
        const form = init.body as FormData;
        posts.push(form);
        const contactId = String(form.get('contactID'));
        const status = form.get('status') as 'yes' | 'no';
        answers = [
          ...answers.filter((a) => a.contactId !== contactId),
          { eventId: 'e-game', contactId, status },
        ];
        return json({ rsvpID: `r-${contactId}`, eventID: 'e-game', contactID: contactId, status });
      }
      return json({}, 404);
    });
    renderWithApp({ member: testMembers.family, route: '/events/e-game' });
    const list = await screen.findByRole('list', { name: 'Your household' });
    // Oneself keeps "Will you be there?"; the others are named groups.
    expect(screen.getByRole('group', { name: 'Will you be there?' })).toBeVisible();
    const noah = within(list).getByRole('group', { name: 'Answer for Noah Pemberton' });
    const mia = within(list).getByRole('group', { name: 'Answer for Mia Pemberton' });
    expect(within(noah).getByRole('button', { name: 'No for Noah Pemberton' })).toBePressed();
    expect(within(list).getByText('Mia has not answered yet.')).toBeVisible();

    await act(async () => {
      fireEvent.click(within(noah).getByRole('button', { name: 'Yes for Noah Pemberton' }));
    });
    expect(await screen.findByText('Yes for Noah Pemberton')).toHaveAttribute('role', 'status');
    await act(async () => {
      fireEvent.click(within(mia).getByRole('button', { name: 'No for Mia Pemberton' }));
    });
    expect(await screen.findByText('No for Mia Pemberton')).toHaveAttribute('role', 'status');
    expect(posts.map((f) => [f.get('contactID'), f.get('status')])).toEqual([
      ['c-noah', 'yes'],
      ['c-mia', 'no'],
    ]);
    expect(
      await within(noah).findByRole('button', { name: 'Yes for Noah Pemberton', pressed: true }),
    ).toBeVisible();
    expect(
      await within(mia).findByRole('button', { name: 'No for Mia Pemberton', pressed: true }),
    ).toBeVisible();
  });

  it('offers no buttons for those the server says the member may not answer for (a child for a parent)', async () => {
    const posts: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === '/api/event/e-game') return json({ data: event, error: null });
      if (url.startsWith('/api/rsvp/household')) {
        // Noah, a player, signed in: he sees his guardian's answer and answers only for himself.
        const [fiona, noah] = household([]).members;
        return json({
          members: [
            { ...noah!, isSelf: true, canAnswer: true },
            { ...fiona!, isSelf: false, canAnswer: false },
          ],
          answers: [{ eventId: 'e-game', contactId: fiona!.contactId, status: 'yes' }],
        });
      }
      if (url === '/api/rsvp/new') posts.push(url);
      return json({}, 404);
    });
    renderWithApp({ member: testMembers.family, route: '/events/e-game' });
    const list = await screen.findByRole('list', { name: 'Your household' });
    expect(await within(list).findByText("Fiona's answer: Yes")).toBeVisible();
    expect(within(list).queryByRole('group')).toBeNull();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(posts).toEqual([]);
  });

  it('shows no household list to a member without one, in Spanish too', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === '/api/event/e-game') return json({ data: event, error: null });
      if (url.startsWith('/api/rsvp/household')) {
        return json({ members: household([]).members.slice(0, 1), answers: [] });
      }
      return json({}, 404);
    });
    renderWithApp({ member: testMembers.family, route: '/events/e-game', language: 'es' });
    expect(await screen.findByRole('group', { name: '¿Vas a asistir?' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Tu hogar' })).toBeNull();
  });

  it('gives admins the counts per affiliation, who has not answered, and the CSV', async () => {
    const list: EventAnswerList = {
      answers: [
        {
          contactId: 'c-f',
          firstName: 'Fiona',
          lastName: 'Family',
          affiliation: "Players' Families",
          household: 'Pemberton family',
          status: 'yes',
        },
      ],
      counts: [{ affiliation: "Players' Families", yes: 1, no: 0 }],
      notAnswered: [
        {
          contactId: 'c-mia',
          firstName: 'Mia',
          lastName: 'Pemberton',
          affiliation: "Players' Families",
          household: 'Pemberton family',
          householdId: 7,
          phone: null,
        },
      ],
      notAnsweredHouseholds: [{ id: 7, name: 'Pemberton family', numbers: [] }],
    };
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      if (url === '/api/event/e-game')
        return json({ data: { ...event, rsvpList: [] }, error: null });
      if (url === '/api/rsvp/event/e-game/list') return json(list);
      if (url === '/api/rsvp/event/e-game/csv') {
        return new Response('Name\r\n', { headers: { 'content-type': 'text/csv' } });
      }
      if (url.startsWith('/api/rsvp/household')) return json(household([]));
      return json({}, 404);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
    );
    renderWithApp({ member: testMembers.admin, route: '/events/e-game' });
    const counts = await screen.findByRole('table', { name: 'Answers by affiliation' });
    expect(within(counts).getByRole('rowheader', { name: "Players' Families" })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Not answered (1)' })).toBeVisible();
    const waiting = screen.getByText('Show the 1 person who has not answered');
    fireEvent.click(waiting);
    expect(within(waiting.closest('details')!).getByText('Mia Pemberton')).toBeVisible();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    });
    expect(urls).toContain('/api/rsvp/event/e-game/csv');
  });
});
