import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventAttendance, EventAvailability, EventDetail, MyAttendance } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import Toaster from '../layout/toaster';
import { AvailabilitySection } from './availability-section';
import { MyAttendance as MyAttendanceCard } from './my-attendance';

afterEach(() => {
  vi.unstubAllGlobals();
});

const game = { id: 'e1', eventType: 'game', teams: [] } as unknown as EventDetail;
const noah = { contactId: 'noah', firstName: 'Noah', lastName: 'Family' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(routes: Record<string, () => unknown>, calls: string[]) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${url}`;
    calls.push(`${call}${init.body ? ` ${String(init.body)}` : ''}`);
    const route = routes[call];
    return route ? json(route()) : json({ message: 'no' }, 404);
  });
}

const familyView = (availability: 'available' | 'unknown'): EventAvailability => ({
  asks: true,
  players: [{ ...noah, availability, canAnswer: true }],
  counts: null,
  canTakeAttendance: false,
  attendanceRecorded: false,
});

describe('a guardian answers for their player', () => {
  it('asks "Is Noah available?" and sends the player’s RSVP', async () => {
    const calls: string[] = [];
    let state: 'available' | 'unknown' = 'unknown';
    serve(
      {
        'GET /api/event/e1/availability': () => familyView(state),
        'POST /api/rsvp/new': () => {
          state = 'available';
          return { rsvpID: 'r1', eventID: 'e1', contactID: 'noah', status: 'yes' };
        },
      },
      calls,
    );
    renderWithApp({ member: testMembers.family, ui: <AvailabilitySection event={game} /> });
    const question = await screen.findByRole('group', { name: 'Is Noah available?' });
    expect(screen.getByText('No answer yet')).toBeVisible();
    const yes = within(question).getByRole('button', { name: 'Noah is available' });
    expect(yes.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(yes);
    });
    expect(calls).toContain(
      'POST /api/rsvp/new {"eventID":"e1","contactID":"noah","status":"yes"}',
    );
    expect(await screen.findByText('Available')).toBeVisible();
    expect(
      within(question)
        .getByRole('button', { name: 'Noah is available' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('reads in Spanish', async () => {
    serve({ 'GET /api/event/e1/availability': () => familyView('unknown') }, []);
    renderWithApp({
      member: testMembers.family,
      language: 'es',
      ui: <AvailabilitySection event={game} />,
    });
    expect(await screen.findByText('¿Noah está disponible?')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Disponibilidad de los jugadores' })).toBeVisible();
  });

  it('shows nothing for a meeting', () => {
    const calls: string[] = [];
    serve({}, calls);
    const meeting = { ...game, eventType: 'meeting' } as EventDetail;
    const { container } = renderWithApp({
      member: testMembers.family,
      ui: <AvailabilitySection event={meeting} />,
    });
    expect(container.querySelector('.availability')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the manager', () => {
  it('sees the counts and takes attendance prefilled from the answers', async () => {
    const calls: string[] = [];
    const players = [
      { ...noah, availability: 'available' as const },
      { contactId: 'ava', firstName: 'Ava', lastName: 'Diaz', availability: 'unknown' as const },
    ];
    const attendance: EventAttendance = {
      recorded: false,
      recordedAt: null,
      players: players.map((p) => ({ ...p, present: p.availability === 'available' })),
    };
    serve(
      {
        'GET /api/event/e1/availability': () => ({
          asks: true,
          players: players.map((p) => ({ ...p, canAnswer: true })),
          counts: { available: 1, unavailable: 0, unknown: 1 },
          canTakeAttendance: true,
          attendanceRecorded: false,
        }),
        'GET /api/event/e1/attendance': () => attendance,
        'PUT /api/event/e1/attendance': () => ({ present: 2, absent: 0 }),
      },
      calls,
    );
    renderWithApp({
      member: testMembers.admin,
      ui: (
        <>
          <Toaster />
          <AvailabilitySection event={game} />
        </>
      ),
    });
    const counts = await screen.findByRole('list', { name: 'Players’ answers' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 available', '0 not available', '1 unknown']);
    const open = screen.getByRole('button', { name: 'Take attendance' });
    await act(async () => {
      fireEvent.click(open);
    });
    const noahCame = await screen.findByRole('checkbox', { name: 'Noah Family came' });
    const ava = screen.getByRole('checkbox', { name: 'Ava Diaz came' });
    expect([(noahCame as HTMLInputElement).checked, (ava as HTMLInputElement).checked]).toEqual([
      true,
      false,
    ]);
    fireEvent.click(ava);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    });
    expect(calls).toContain('PUT /api/event/e1/attendance {"present":["noah","ava"]}');
    expect(await screen.findByText('Attendance saved: 2 of 2 came.')).toHaveAttribute(
      'role',
      'status',
    );
  });
});

describe('the family’s own attendance', () => {
  it('lists each player’s games and practices of those recorded', async () => {
    const mine: MyAttendance = {
      players: [
        {
          ...noah,
          gamesAttended: 1,
          gamesRecorded: 2,
          practicesAttended: 1,
          practicesRecorded: 1,
        },
      ],
    };
    serve({ 'GET /api/attendance/mine': () => mine }, []);
    renderWithApp({ member: testMembers.family, language: 'es', ui: <MyAttendanceCard /> });
    expect(await screen.findByRole('heading', { name: 'Asistencia' })).toBeVisible();
    expect(screen.getByText('Partidos 1 de 2 · Entrenamientos 1 de 1')).toBeVisible();
  });
});
