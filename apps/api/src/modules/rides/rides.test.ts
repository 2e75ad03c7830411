import { describe, expect, it } from 'vitest';
import type { EventRides, Team } from '@dugout/shared';
import { apiCalls } from '../../testing/api-calls';
import { expectMalformedId, MALFORMED_ID } from '../../testing/malformed-ids';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();
const db = () => t.database.db;

const { call, status, message } = apiCalls(t);

async function newEvent(name: string, teams?: number[]) {
  const res = await call('admin', 'POST', '/api/event/new', {
    name,
    date: '2031-06-07T17:00:00Z',
    ...(teams && { teams }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
let phones = 0;
/** An adult member with a phone of their own (555-01xx numbers are fictional). */
async function adult(first: string, options: { hidden?: boolean } = {}) {
  phones += 1;
  const { id } = await db()
    .insertInto('contacts')
    .values({
      first_name: first,
      last_name: 'Ridetest',
      email: `${first.toLowerCase()}.ridetest@families.riverhawks.test`,
      phone: `+1555010${String(7400 + phones).slice(-4)}`,
      is_site_user: true,
      permissions: ['view:contacts'],
      hide_contact_from_others: options.hidden ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
const offer = async (who: string, eventId: string, fields: object = {}) => {
  const res = await call(who, 'POST', `/api/event/${eventId}/ride-offers`, {
    seats: 2,
    from: 'Maple St. & 3rd',
    direction: 'both',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};
const ask = async (who: string, eventId: string, seats = 1) => {
  const res = await call(who, 'POST', `/api/event/${eventId}/ride-requests`, {
    seats,
    from: 'Oak Ave.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};
const rides = async (who: string, eventId: string, language = 'en') => {
  const res = await call(who, 'GET', `/api/event/${eventId}/rides`, undefined, language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EventRides>();
};
const accept = (who: string, requestId: number, offerId: number, language = 'en') =>
  call(who, 'POST', `/api/ride-requests/${requestId}/accept`, { offerId }, language);
const teamId = async (name: string) =>
  (await call('admin', 'GET', '/api/teams')).json<Team[]>().find((x) => x.name === name)!.id;
const newestAudit = (action: string) =>
  db()
    .selectFrom('audit_log')
    .select(['actor_id', 'entity_id', 'detail'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
const phoneOf = async (id: string) =>
  (await db().selectFrom('contacts').select('phone').where('id', '=', id).executeTakeFirstOrThrow())
    .phone;
/** The ride notices queued for a person, newest first: subject and text of each delivery. */
const noticesTo = (label: string) =>
  db()
    .selectFrom('deliveries as d')
    .innerJoin('messages as m', 'm.id', 'd.message_id')
    .select(['d.channel', 'd.subject', 'd.text', 'd.language'])
    .where('m.kind', '=', 'ride')
    .where('d.recipient_label', '=', label)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.channel')
    .execute();

describe('who sees rides', () => {
  it('the event’s audience only: another team’s family gets the event’s 404', async () => {
    const blue = (
      await call('admin', 'POST', '/api/teams', { name: 'Rides Blue', shortName: 'RB' })
    ).json<Team>().id;
    const away = await newEvent('Rides Blue away game', [blue]);
    await offer('admin', away);
    expect(status(await call('staff', 'GET', `/api/event/${away}/rides`))).toBe(404);
    const refused = await call('staff', 'POST', `/api/event/${away}/ride-requests`, {
      seats: 1,
      from: 'Oak Ave.',
    });
    expect(status(refused)).toBe(404);
    // The 12U game: its families and its manager see it.
    const twelve = await newEvent('Rides 12U away game', [await teamId('12U Riverhawks')]);
    await offer('family', twelve, { seats: 3, direction: 'there' });
    const seen = await rides('staff', twelve);
    expect(seen.offers.map((o) => [o.driver, o.seats, o.seatsLeft, o.direction])).toEqual([
      ['Fiona Family', 3, 3, 'there'],
    ]);
    expect(seen.canManage).toBe(true);
    expect((await rides('family', twelve)).canManage).toBe(false);
  });

  it('names a hidden driver “A family” until the match, and children never ask', async () => {
    const event = await newEvent('Rides hidden driver');
    const hidden = await adult('Hidden', { hidden: true });
    await offer(hidden, event);
    expect((await rides('family', event, 'es')).offers[0]!.driver).toBe('Una familia');
    const child = await db()
      .selectFrom('household_members')
      .select('contact_id')
      .where('role', '=', 'player')
      .executeTakeFirstOrThrow();
    // A player who may sign in (some teens do) still cannot offer nor ask.
    await db()
      .updateTable('contacts')
      .set({ is_site_user: true })
      .where('id', '=', child.contact_id)
      .execute();
    const res = await call(child.contact_id, 'POST', `/api/event/${event}/ride-requests`, {
      seats: 1,
      from: 'Oak Ave.',
    });
    expect([status(res), message(res)]).toEqual([
      403,
      'Only an adult of the family can offer or ask for a ride.',
    ]);
    expect((await rides(child.contact_id, event)).canTake).toBe(false);
  });
});

describe('matching', () => {
  it('phones are hidden before the match and shown to the two sides after it', async () => {
    const event = await newEvent('Rides phones');
    const driver = await adult('Dana');
    const asker = await adult('Abel');
    const bystander = await adult('Bea');
    const offerId = await offer(driver, event);
    const requestId = await ask(asker, event, 2);

    for (const who of [driver, asker, bystander]) {
      const r = await rides(who, event);
      expect(r.requests[0]!.match).toBeNull();
      expect(JSON.stringify(r)).not.toContain(String(await phoneOf(driver)));
      expect(JSON.stringify(r)).not.toContain(String(await phoneOf(asker)));
    }
    // Only a driver of this event accepts.
    const notDriver = await accept(bystander, requestId, offerId, 'es');
    expect([status(notDriver), message(notDriver)]).toEqual([
      403,
      'Solo quien ofrece un viaje a este evento puede aceptar una solicitud con él.',
    ]);
    const res = await accept(driver, requestId, offerId);
    expect([status(res), res.json()]).toEqual([200, { offerId }]);

    const askerView = await rides(asker, event);
    expect(askerView.requests[0]!.match).toEqual({
      name: 'Dana Ridetest',
      phone: await phoneOf(driver),
    });
    const driverView = await rides(driver, event);
    expect(driverView.requests[0]!.match).toEqual({
      name: 'Abel Ridetest',
      phone: await phoneOf(asker),
    });
    expect(driverView.offers[0]!.seatsLeft).toBe(0);
    const other = await rides(bystander, event);
    expect(other.requests[0]!.match).toBeNull();
    expect(JSON.stringify(other)).not.toContain(String(await phoneOf(driver)));

    // Each side got a confirmation naming the other, with the "C" to cancel in the text.
    const [askerEmail] = await noticesTo('Abel Ridetest');
    expect(askerEmail).toMatchObject({
      channel: 'email',
      subject: 'Ride to Rides phones: Dana Ridetest drives',
    });
    const texts = (await noticesTo('Dana Ridetest')).filter((n) => n.channel === 'sms');
    expect(texts[0]!.text).toContain(`You drive Abel Ridetest to Rides phones`);
    expect(texts[0]!.text).toContain(`Phone: ${await phoneOf(asker)}. Reply C to cancel the ride.`);
  });

  it('5 requests accepted at once on a 2-seat offer: 2 get it, 3 get 409, never over', async () => {
    const event = await newEvent('Rides race');
    const driver = await adult('Racedriver');
    const offerId = await offer(driver, event, { seats: 2 });
    const askers = await Promise.all(Array.from({ length: 5 }, (_, i) => adult(`Racer${i}`)));
    const requests = await Promise.all(askers.map((a) => ask(a, event, 1)));
    const answers = await Promise.all(requests.map((id) => accept(driver, id, offerId)));
    expect(answers.map(status).sort()).toEqual([200, 200, 409, 409, 409]);
    for (const lost of answers.filter((a) => status(a) === 409)) {
      expect(message(lost)).toBe(
        'Sorry, Racedriver Ridetest’s car has 0 seats left: not enough for 1.',
      );
    }
    const { n } = await db()
      .selectFrom('ride_requests')
      .select((eb) => eb.fn.sum<string>('seats').as('n'))
      .where('offer_id', '=', offerId)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2);
  });

  it('says "1 seat left", in both languages, when one seat is not enough', async () => {
    const event = await newEvent('Rides one seat');
    const driver = await adult('Oneseat');
    const offerId = await offer(driver, event, { seats: 1 });
    const asker = await adult('Twoneeded');
    const answer = await accept(driver, await ask(asker, event, 2), offerId);
    expect(status(answer)).toBe(409);
    expect(message(answer)).toBe(
      'Sorry, Oneseat Ridetest’s car has 1 seat left: not enough for 2.',
    );
  });

  it('either side cancels the match, which tells the other; the request is open again', async () => {
    const event = await newEvent('Rides cancel');
    const driver = await adult('Carla');
    const asker = await adult('Cole');
    await db().updateTable('contacts').set({ language: 'es' }).where('id', '=', driver).execute();
    const offerId = await offer(driver, event);
    const requestId = await ask(asker, event);
    expect(status(await accept(driver, requestId, offerId))).toBe(200);
    expect(status(await call(asker, 'DELETE', `/api/ride-requests/${requestId}/match`))).toBe(204);
    const told = await noticesTo('Carla Ridetest');
    expect(told[0]).toMatchObject({
      language: 'es',
      subject: 'Viaje a Rides cancel cancelado',
    });
    expect(told[0]!.text).toMatch(/^Cole Ridetest canceló el viaje a Rides cancel/);
    const after = await rides(asker, event);
    expect([after.requests[0]!.offerId, after.offers[0]!.seatsLeft]).toEqual([null, 2]);
    const again = await call(asker, 'DELETE', `/api/ride-requests/${requestId}/match`);
    expect([status(again), message(again)]).toEqual([409, 'This request has no ride to cancel.']);
    // The driver cancels the offer itself: a rider accepted before is told.
    expect(status(await accept(driver, requestId, offerId))).toBe(200);
    expect(status(await call(driver, 'DELETE', `/api/ride-offers/${offerId}`))).toBe(204);
    expect((await noticesTo('Cole Ridetest'))[0]!.subject).toBe('Ride to Rides cancel cancelled');
    expect((await rides(asker, event)).requests[0]!.offerId).toBeNull();
  });

  it('a manager removes any offer or request of their events, audited; nobody else does', async () => {
    const event = await newEvent('Rides 12U removal', [await teamId('12U Riverhawks')]);
    const requestId = await ask('family', event, 2);
    const edit = await call('staff', 'PUT', `/api/ride-requests/${requestId}`, {
      seats: 1,
      from: 'Elm',
    });
    expect(status(edit)).toBe(403);
    // Not even an admin rewrites a family's post; removing it is theirs.
    const byAdmin = await call('admin', 'PUT', `/api/ride-requests/${requestId}`, {
      seats: 1,
      from: 'Elm',
    });
    expect([status(byAdmin), message(byAdmin)]).toEqual([
      403,
      'Only the family who posted it can edit it.',
    ]);
    expect(status(await call('staff', 'DELETE', `/api/ride-requests/${requestId}`))).toBe(204);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['entity_id', 'detail'])
      .where('action', '=', 'ride.removeRequest')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.entity_id).toBe(String(requestId));
    expect(audit.detail).toMatchObject({ subjectName: 'Fiona Family', label: 'Oak Ave.' });
    // The family whose request it was is told, though it had no ride yet.
    expect((await noticesTo('Fiona Family'))[0]).toMatchObject({
      subject: 'Your ride request for Rides 12U removal was removed',
      text: expect.stringMatching(
        /^A team manager removed your ride request for Rides 12U removal \(.+\)\.\n/,
      ),
    });
  });
});

describe('a manager', () => {
  it('cancels a match of their team’s event and removes an offer: audited, both sides told', async () => {
    const event = await newEvent('Rides 12U manager', [await teamId('12U Riverhawks')]);
    const offerId = await offer('family', event, { seats: 3 });
    const requestId = await ask('staff', event, 1);
    // Sam Staff asks as a parent here; as the 12U manager he also sees "remove" on every row.
    expect((await rides('staff', event)).canManage).toBe(true);
    const other = await adult('Mona');
    await db()
      .insertInto('team_members')
      .values({ team_id: await teamId('12U Riverhawks'), contact_id: other, role: 'coach' })
      .execute();
    const mona = await ask(other, event, 1);
    expect(status(await accept('family', mona, offerId))).toBe(200);
    expect(status(await call('admin', 'DELETE', `/api/ride-requests/${mona}/match`))).toBe(204);
    const unmatch = await newestAudit('ride.unmatch');
    expect([unmatch?.entity_id, unmatch?.actor_id]).toEqual([
      String(mona),
      await t.contactId('admin'),
    ]);
    expect((await noticesTo('Mona Ridetest'))[0]!.text).toMatch(
      /^The team manager removed the ride to Rides 12U manager/,
    );
    expect((await noticesTo('Fiona Family'))[0]!.text).toMatch(
      /^The team manager removed the ride to Rides 12U manager/,
    );
    expect(status(await accept('family', requestId, offerId))).toBe(200);
    expect(status(await call('admin', 'DELETE', `/api/ride-offers/${offerId}`))).toBe(204);
    const removed = await newestAudit('ride.removeOffer');
    expect([removed?.entity_id, removed?.detail]).toEqual([
      String(offerId),
      expect.objectContaining({ label: 'Maple St. & 3rd', subjectName: 'Fiona Family' }),
    ]);
    expect((await noticesTo('Sam Staff'))[0]!.subject).toBe('Ride to Rides 12U manager cancelled');
    // The driver whose offer was removed is told too, with their riders' rides off.
    expect((await noticesTo('Fiona Family'))[0]).toMatchObject({
      subject: 'Your ride offer for Rides 12U manager was removed',
      text: expect.stringMatching(
        /^A team manager removed your ride offer for Rides 12U manager \(.+\): the rides you were giving are off/,
      ),
    });
  });

  it('removes a request that had a ride: the asker and the driver are each told, in their language', async () => {
    const event = await newEvent('Rides request removal');
    const driver = await adult('Dario');
    const asker = await adult('Alma');
    await db().updateTable('contacts').set({ language: 'es' }).where('id', '=', asker).execute();
    const offerId = await offer(driver, event);
    const requestId = await ask(asker, event);
    expect(status(await accept(driver, requestId, offerId))).toBe(200);
    expect(status(await call('admin', 'DELETE', `/api/ride-requests/${requestId}`))).toBe(204);
    const alma = await noticesTo('Alma Ridetest');
    expect(alma[0]).toMatchObject({
      language: 'es',
      subject: 'Se quitó tu solicitud de viaje a Rides request removal',
      text: expect.stringMatching(
        /^Un administrador del equipo quitó tu solicitud de viaje a Rides request removal \(.+\): tu viaje con Dario Ridetest se canceló/,
      ),
    });
    // Each of her channels once (email and text), in one notice.
    expect(alma.filter((n) => n.subject === alma[0]!.subject).map((n) => n.channel)).toEqual([
      'email',
      'sms',
    ]);
    expect((await noticesTo('Dario Ridetest'))[0]!.text).toMatch(
      /^The team manager removed the ride to Rides request removal/,
    );
  });
});

describe('bad input', () => {
  it('is a 400 naming the field, in the reader’s language, and edits keep the seats taken', async () => {
    const event = await newEvent('Rides bad input');
    const res = await call(
      'family',
      'POST',
      `/api/event/${event}/ride-offers`,
      { seats: 9, from: 'Maple', direction: 'both' },
      'es',
    );
    expect([status(res), message(res)]).toEqual([400, 'Asientos: un número entero de 1 a 8.']);
    const noWay = await call('family', 'POST', `/api/event/${event}/ride-offers`, {
      seats: 2,
      from: 'Maple',
      direction: 'sideways',
    });
    expect([status(noWay), message(noWay)]).toEqual([
      400,
      'Choose there and back, there only or back only.',
    ]);
    const driver = await adult('Seats');
    const offerId = await offer(driver, event, { seats: 3 });
    const asker = await adult('Twoseats');
    expect(status(await accept(driver, await ask(asker, event, 2), offerId))).toBe(200);
    const lower = await call(driver, 'PUT', `/api/ride-offers/${offerId}`, {
      seats: 1,
      from: 'Maple',
      direction: 'both',
    });
    expect([status(lower), message(lower)]).toEqual([
      409,
      '2 seats are already taken: cancel a ride before lowering the seats.',
    ]);
    const twice = await call(driver, 'POST', `/api/event/${event}/ride-offers`, {
      seats: 1,
      from: 'Maple',
      direction: 'there',
    });
    expect(status(twice)).toBe(409);
  });
});

describe('a malformed id', () => {
  it('is answered as on every route, in the reader’s language', async () => {
    const fields = { seats: 2, from: 'Maple St.', direction: 'both' };
    for (const language of ['en', 'es'] as const) {
      const serial = MALFORMED_ID.serial[language];
      expectMalformedId(
        await call('family', 'PUT', '/api/ride-offers/nope', fields, language),
        serial,
      );
      expectMalformedId(
        await call('family', 'DELETE', '/api/ride-requests/nope', undefined, language),
        serial,
      );
      expectMalformedId(
        await call('family', 'POST', '/api/ride-requests/nope/accept', { offerId: 1 }, language),
        serial,
      );
      const eventPage = await call('family', 'GET', '/api/event/nope', undefined, language);
      expect(message(eventPage)).toBe(MALFORMED_ID.event[language]);
      expectMalformedId(
        await call('family', 'POST', '/api/event/nope/ride-offers', fields, language),
        message(eventPage),
      );
      expectMalformedId(
        await call('family', 'GET', '/api/event/nope/rides', undefined, language),
        message(eventPage),
      );
    }
  });
});

describe('the leaving time', () => {
  const refusal = (res: { statusCode: number; json: <T>() => T }) => [
    res.statusCode,
    res.json<{ field?: string }>().field,
    res.json<{ message: string }>().message,
  ];

  it('is refused once passed, or more than a day after the start (June 7, 17:00)', async () => {
    const eventId = await newEvent('Rides leaving time');
    const post = (leavesAt: string, language = 'en') =>
      call(
        'family',
        'POST',
        `/api/event/${eventId}/ride-offers`,
        {
          seats: 2,
          from: 'Maple St.',
          direction: 'both',
          leavesAt,
        },
        language,
      );
    expect(refusal(await post('2020-06-07T16:00:00Z'))).toEqual([
      400,
      'leavesAt',
      'The leaving time has passed: choose a time still to come.',
    ]);
    expect(refusal(await post('2020-06-07T16:00:00Z', 'es'))).toEqual([
      400,
      'leavesAt',
      'La hora de salida ya pasó: elige una hora que aún no haya llegado.',
    ]);
    expect(refusal(await post('2031-06-08T17:01:00Z', 'es'))).toEqual([
      400,
      'leavesAt',
      'La hora de salida es más de 24 horas después del comienzo del evento.',
    ]);
    expect(message(await post('2031-06-08T17:01:00Z'))).toBe(
      'The leaving time is more than 24 hours after the event starts.',
    );
    // The way back after a long day is still a ride to it.
    expect(status(await post('2031-06-08T17:00:00Z'))).toBe(201);
    const id = (await rides('family', eventId)).offers[0]!.id;
    const edit = (leavesAt: string | null) =>
      call('family', 'PUT', `/api/ride-offers/${id}`, {
        seats: 3,
        from: 'Maple St.',
        direction: 'back',
        leavesAt,
      });
    expect(refusal(await edit('2020-01-01T10:00:00Z'))[0]).toBe(400);
    expect(refusal(await edit('2031-06-09T10:00:00Z'))[0]).toBe(400);
    expect(status(await edit('2031-06-07T19:30:00Z'))).toBe(204);
  });

  it('an edit keeping it is not judged again once it has passed (the event under way)', async () => {
    const eventId = await newEvent('Rides under way');
    const id = await offer('family', eventId, { leavesAt: '2031-06-07T16:15:00Z' });
    // The event started an hour ago and the driver left before it.
    const started = new Date(Date.now() - 60 * 60_000);
    await db().updateTable('events').set({ date: started }).where('id', '=', eventId).execute();
    const left = new Date(started.getTime() - 20 * 60_000);
    await db().updateTable('ride_offers').set({ leaves_at: left }).where('id', '=', id).execute();
    const edit = (leavesAt: string | null, seats: number) =>
      call('family', 'PUT', `/api/ride-offers/${id}`, {
        seats,
        from: 'Maple St.',
        direction: 'both',
        leavesAt,
      });
    // The form sends the time it shows (to the minute): the same time, so one more seat is saved.
    const shown = new Date(Math.floor(left.getTime() / 60_000) * 60_000).toISOString();
    expect(status(await edit(shown, 3))).toBe(204);
    expect((await rides('family', eventId)).offers[0]).toMatchObject({ seats: 3 });
    // Another time already passed is refused; taking the time off is always allowed.
    const earlier = new Date(left.getTime() - 10 * 60_000).toISOString();
    expect(refusal(await edit(earlier, 3))).toEqual([
      400,
      'leavesAt',
      'The leaving time has passed: choose a time still to come.',
    ]);
    expect(status(await edit(null, 4))).toBe(204);
  });
});
