import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RSVP_NOTE_MAX, type EventDetail, type HouseholdRsvps } from '@dugout/shared';
import { eventFixture } from '../../../testing/event-fixture';
import { jsonResponse as json } from '../../../testing/fake-api';
import { renderWithApp, testMembers } from '../../../testing/render-with-app';

/**
 * "Yes for all of us" for a member who may answer for others of their household, and the short
 * note a family adds to its answer (sent with it, saved on its own, shown to admins).
 */
const event = eventFixture({
  id: 'e-game',
  name: 'vs. Comets',
  date: '2031-06-01T17:00:00.000Z',
  eventLocationID: 1,
});

const person = (contactId: string, firstName: string, role: 'guardian' | 'player' | 'sibling') => ({
  contactId,
  firstName,
  lastName: firstName === 'Fiona' ? 'Family' : 'Pemberton',
  role,
  isSelf: contactId === testMembers.family.id,
  canAnswer: role !== 'guardian' || contactId === testMembers.family.id,
});

const members: HouseholdRsvps['members'] = [
  person(testMembers.family.id!, 'Fiona', 'guardian'),
  person('c-gavin', 'Gavin', 'guardian'),
  person('c-noah', 'Noah', 'player'),
  person('c-mia', 'Mia', 'sibling'),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Yes for all of us', () => {
  it('answers for everyone the member may answer for in one tap, naming them', async () => {
    let answers: HouseholdRsvps['answers'] = [];
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url === '/api/event/e-game') return json({ data: event, error: null });
      if (url === '/api/rsvp/household' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { status: 'yes' | 'no' };
        bodies.push(body);
        answers = members
          .filter((m) => m.canAnswer)
          .map((m) => ({ eventId: 'e-game', contactId: m.contactId, status: body.status }));
        return json({ answers: [] });
      }
      if (url.startsWith('/api/rsvp/household')) return json({ members, answers });
      return json({}, 404);
    });
    renderWithApp({ member: testMembers.family, route: '/events/e-game' });
    const group = await screen.findByRole('group', { name: 'Answer for all of us' });
    expect(
      screen.getByText('Answers for Fiona Family, Noah Pemberton, and Mia Pemberton.'),
    ).toBeVisible();
    await act(async () => {
      fireEvent.click(within(group).getByRole('button', { name: 'Yes for all of us' }));
    });
    expect(await screen.findByText('RSVP Updated!')).toHaveAttribute('role', 'status');
    expect(bodies).toEqual([{ eventID: 'e-game', status: 'yes' }]);
    // Once everyone answered Yes, the button reads as pressed; the co-guardian is not answered.
    expect(
      await within(group).findByRole('button', { name: 'Yes for all of us', pressed: true }),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Your household' });
    expect(within(list).getByText('Gavin has not answered yet.')).toBeVisible();
  });

  it('is not offered to one who answers only for themself, and reads in Spanish', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === '/api/event/e-game') return json({ data: event, error: null });
      if (url.startsWith('/api/rsvp/household')) {
        // Noah signed in: he sees his household and answers only for himself.
        return json({
          members: members.map((m) => ({
            ...m,
            isSelf: m.contactId === 'c-noah',
            canAnswer: m.contactId === 'c-noah',
          })),
          answers: [],
        });
      }
      return json({}, 404);
    });
    renderWithApp({ member: testMembers.family, route: '/events/e-game', language: 'es' });
    await screen.findByRole('list', { name: 'Tu hogar' });
    expect(screen.queryByRole('group', { name: 'Responder por todos nosotros' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sí para todos nosotros' })).toBeNull();
  });
});

describe('a note with the answer', () => {
  it('goes with the next answer, is capped at the shared limit, and is saved on its own', async () => {
    let mine: EventDetail['myRsvp'] = null;
    const forms: FormData[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url === '/api/event/e-game')
        return json({ data: { ...event, myRsvp: mine }, error: null });
      if (url.startsWith('/api/rsvp/household'))
        return json({ members: members.slice(0, 1), answers: [] });
      if (url === '/api/rsvp/new' || url.startsWith('/api/rsvp/update/')) {
        const form = init.body as FormData;
        forms.push(form);
        mine = {
          rsvpID: 'r-1',
          eventID: 'e-game',
          contactID: testMembers.family.id!,
          status: form.get('status') as 'yes' | 'no',
          firstName: 'Fiona',
          lastName: 'Family',
          phone: null,
          email: 'family@riverhawks.test',
          language: 'en',
          note: String(form.get('note') ?? mine?.note ?? '') || null,
        };
        return json({
          rsvpID: 'r-1',
          eventID: 'e-game',
          contactID: mine.contactID,
          status: mine.status,
        });
      }
      return json({}, 404);
    });
    renderWithApp({ member: testMembers.family, route: '/events/e-game' });
    const field = await screen.findByRole('textbox', { name: 'Note for the team (optional)' });
    expect(field).toHaveAttribute('maxLength', String(RSVP_NOTE_MAX));
    // No answer yet: nothing to save the note with, it goes with the answer.
    expect(screen.queryByRole('button', { name: 'Save note' })).toBeNull();
    fireEvent.change(field, { target: { value: 'Arriving late' } });
    expect(
      screen.getByText(`For example “arriving late”. 13 of ${RSVP_NOTE_MAX} characters.`),
    ).toBeVisible();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    });
    expect(await screen.findByText('RSVP Updated!')).toHaveAttribute('role', 'status');
    expect(forms.map((f) => [f.get('status'), f.get('note')])).toEqual([['yes', 'Arriving late']]);
    expect(await screen.findByDisplayValue('Arriving late')).toBeVisible();

    // Changed on its own: saved with the same answer, by the answer's id.
    fireEvent.change(field, { target: { value: 'Arriving at 6' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    });
    expect(forms.map((f) => [f.get('status'), f.get('note')])).toEqual([
      ['yes', 'Arriving late'],
      ['yes', 'Arriving at 6'],
    ]);
  });

  it('shows admins each answer’s note in the list', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === '/api/event/e-game') {
        return json({
          data: {
            ...event,
            rsvpList: [
              {
                rsvpID: 'r-1',
                eventID: 'e-game',
                contactID: 'c-f',
                status: 'yes',
                firstName: 'Fiona',
                lastName: 'Family',
                phone: null,
                email: 'family@riverhawks.test',
                language: 'en',
                note: 'Arriving late',
              },
            ],
          },
          error: null,
        });
      }
      if (url.startsWith('/api/rsvp/household')) return json({ members: [], answers: [] });
      if (url === '/api/rsvp/event/e-game/list')
        return json({ answers: [], counts: [], notAnswered: [] });
      return json({}, 404);
    });
    renderWithApp({ member: testMembers.admin, route: '/events/e-game' });
    const table = await screen.findByRole('table', { name: 'Responses' });
    expect(within(table).getByRole('columnheader', { name: 'Note' })).toBeVisible();
    const row = within(table).getByRole('row', { name: /Fiona Family/ });
    expect(within(row).getByText('Arriving late')).toBeVisible();
  });
});
