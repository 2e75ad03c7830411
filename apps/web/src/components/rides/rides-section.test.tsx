import toast from 'react-hot-toast';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventRides, RideOffer, RideRequest } from '@dugout/shared';
import { renderWithApp, testMembers } from '../../testing/render-with-app';
import { RidesSection } from './rides-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const myOffer: RideOffer = {
  id: 4,
  driver: 'Fiona Family',
  seats: 2,
  seatsLeft: 2,
  from: 'Maple St. & 3rd',
  leavesAt: null,
  direction: 'both',
  note: '',
  ours: true,
};
const request: RideRequest = {
  id: 9,
  asker: 'Pat Parent',
  seats: 1,
  from: 'Oak Ave.',
  note: 'Booster seat please',
  ours: false,
  offerId: null,
  match: null,
};
const answer = (over: Partial<EventRides> = {}): EventRides => ({
  offers: [myOffer],
  requests: [request],
  canTake: true,
  canManage: false,
  archived: false,
  ...over,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(read: () => EventRides, calls: string[], write = () => json({ offerId: 4 })) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
    if (url === '/api/event/e1/rides') return json(read());
    return write();
  });
}

/** The event's start (the leaving time is judged against it). */
const START = '2031-06-07T17:00:00.000Z';

describe('the event page’s rides', () => {
  it('a driver accepts a request; then the asker’s phone is a tel: link', async () => {
    const calls: string[] = [];
    let data = answer();
    serve(() => data, calls);
    renderWithApp({
      member: testMembers.family,
      ui: <RidesSection eventId="e1" eventStart={START} />,
    });
    const offer = await screen.findByRole('listitem', { name: 'Fiona Family' });
    expect(within(offer).getByText('2 of 2 seats left')).toBeVisible();
    expect(within(offer).getByText('There and back · From Maple St. & 3rd')).toBeVisible();
    const asking = screen.getByRole('listitem', { name: 'Pat Parent' });
    expect(within(asking).getByText('Needs 1 seat')).toBeVisible();
    // No phone anywhere before the match.
    expect(screen.queryByRole('link')).toBeNull();
    data = answer({
      offers: [{ ...myOffer, seatsLeft: 1 }],
      requests: [{ ...request, offerId: 4, match: { name: 'Pat Parent', phone: '+15550100155' } }],
    });
    await act(async () => {
      fireEvent.click(
        within(asking).getByRole('button', { name: 'Accept the request of Pat Parent' }),
      );
    });
    expect(calls).toContain('POST /api/ride-requests/9/accept {"offerId":4}');
    const call = await within(asking).findByRole('link', {
      name: 'Call Pat Parent at (555) 010-0155',
    });
    expect(call).toHaveAttribute('href', 'tel:+15550100155');
    expect(within(asking).getByText(/Ride with Pat Parent/)).toBeVisible();
    expect(within(asking).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(
      within(asking).getByRole('button', { name: 'Cancel the ride with Pat Parent' }),
    ).toBeVisible();
  });

  it('is a single “Rides” button while there is nothing; asking checks the form first', async () => {
    const calls: string[] = [];
    serve(
      () => answer({ offers: [], requests: [] }),
      calls,
      () => json({ id: 3 }, 201),
    );
    renderWithApp({
      member: testMembers.family,
      ui: <RidesSection eventId="e1" eventStart={START} />,
      language: 'es',
    });
    const show = await screen.findByRole('button', { name: 'Viajes' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Viajes' })).toBeNull();
    fireEvent.click(show);
    expect(screen.getByRole('heading', { name: 'Viajes' })).toBeVisible();
    expect(screen.getByText('Aún nadie ofrece viaje.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Pedir un viaje' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe desde dónde.');
    fireEvent.change(screen.getByLabelText('Desde dónde'), { target: { value: 'Elm St.' } });
    fireEvent.change(screen.getByLabelText('Asientos necesarios'), { target: { value: '2' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    });
    expect(calls).toContain(
      'POST /api/event/e1/ride-requests {"seats":2,"from":"Elm St.","note":""}',
    );
  });

  it('changes the household’s own offer in place, filled in; a matched request has no Change', async () => {
    const calls: string[] = [];
    const leavesAt = '2026-05-02T15:30:00.000Z';
    const matched: RideRequest = {
      ...request,
      id: 11,
      asker: 'Fiona Family',
      ours: true,
      offerId: 7,
      match: { name: 'Dana Driver', phone: null },
    };
    serve(
      () => answer({ offers: [{ ...myOffer, leavesAt, note: 'Blue van' }], requests: [matched] }),
      calls,
      () => new Response(null, { status: 204 }),
    );
    renderWithApp({
      member: testMembers.family,
      ui: <RidesSection eventId="e1" eventStart={START} />,
    });
    const ours = await screen.findAllByRole('listitem', { name: 'Fiona Family' });
    expect(ours).toHaveLength(2);
    const offer = ours[0]!;
    // The matched request: no change (the server would answer 409), only cancelling.
    expect(within(ours[1]!).queryByRole('button', { name: 'Change my request' })).toBeNull();
    expect(within(ours[1]!).getByRole('button', { name: 'Cancel my request' })).toBeVisible();
    fireEvent.click(within(offer).getByRole('button', { name: 'Change my offer' }));
    const form = within(offer).getByRole('form', { name: 'Change your ride offer' });
    expect(within(form).getByLabelText('Seats')).toHaveValue(2);
    expect(within(form).getByLabelText('From where')).toHaveValue('Maple St. & 3rd');
    expect(within(form).getByLabelText('Note (optional)')).toHaveValue('Blue van');
    // The leaving time comes back as the same instant (the form shows it in the team's zone).
    fireEvent.change(within(form).getByLabelText('Seats'), { target: { value: '4' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    });
    expect(calls).toContain(
      `PUT /api/ride-offers/4 {"seats":4,"from":"Maple St. & 3rd","note":"Blue van","direction":"both","leavesAt":"${leavesAt}"}`,
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Change your ride offer' })).toBeNull(),
    );
  });

  it('shows nothing to someone who may not post while the event has no ride', async () => {
    const calls: string[] = [];
    serve(() => answer({ offers: [], requests: [], canTake: false }), calls);
    renderWithApp({
      member: testMembers.family,
      ui: <RidesSection eventId="e1" eventStart={START} />,
    });
    await vi.waitFor(() => expect(calls).toEqual(['GET /api/event/e1/rides']));
    expect(screen.queryByRole('button', { name: 'Rides' })).toBeNull();
  });

  it('checks the leaving time before sending, and shows the server’s refusal', async () => {
    const calls: string[] = [];
    const refused = vi.spyOn(toast, 'error');
    serve(
      () => answer({ offers: [], requests: [] }),
      calls,
      () =>
        json(
          {
            message: 'La hora de salida ya pasó: elige una hora que aún no haya llegado.',
            code: 'bad_request',
            field: 'leavesAt',
          },
          400,
        ),
    );
    renderWithApp({
      member: testMembers.family,
      ui: <RidesSection eventId="e1" eventStart={START} />,
      language: 'es',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Viajes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ofrecer un viaje' }));
    fireEvent.change(screen.getByLabelText('Desde dónde'), { target: { value: 'Elm St.' } });
    const leaves = screen.getByLabelText('Sale a las (opcional)');
    fireEvent.change(leaves, { target: { value: '2020-06-07T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La hora de salida ya pasó: elige una hora que aún no haya llegado.',
    );
    fireEvent.change(leaves, { target: { value: '2031-06-09T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La hora de salida es más de 24 horas después del comienzo del evento.',
    );
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    // A time the form takes but the server refuses (its clock ahead): its message is shown.
    fireEvent.change(leaves, { target: { value: '2031-06-07T12:00' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    });
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    await vi.waitFor(() =>
      expect(refused).toHaveBeenCalledWith(
        'La hora de salida ya pasó: elige una hora que aún no haya llegado.',
      ),
    );
  });
});
