import {
  leavesAtProblem,
  RIDE_FROM_MAX_LENGTH,
  RIDE_LEAVES_AFTER_START_MAX_HOURS,
  RIDE_NOTE_MAX_LENGTH,
  type EventRides,
  type Language,
  type RideDirection,
  type RideOffer,
  type RideRequest,
} from '@dugout/shared';
import { canSeeContact } from '../../platform/access/contacts';
import {
  assertAdultMember,
  assertCanChangeRide,
  assertOwnRide,
  canManageRides,
  driverOnly,
  isAdultMember,
  isOwnRide,
  seesMatchPhone,
} from '../../platform/access/rides';
import { assertNotArchived, isArchived } from '../../platform/access/seasons';
import type { Viewer } from '../../platform/access/viewer';
import { auditAction } from '../../platform/audit.queries';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { badRequest, localizedError, notFound } from '../../platform/errors';
import { fieldInputError } from '../../platform/field-input-error';
import { loadVisibleEvent } from '../events/index';
import {
  enqueueMatchConfirmations,
  enqueueRideCancelled,
  enqueueRideRemoved,
  fullName,
} from './rides.notices';
import { ridesCatalog } from './rides.locales';
import * as q from './rides.queries';

export interface OfferFields {
  seats: number;
  from: string;
  leavesAt: string | null;
  direction: RideDirection;
  note: string;
}
export interface RequestFields {
  seats: number;
  from: string;
  note: string;
}

export const rideInputError = fieldInputError(
  ridesCatalog,
  { from: RIDE_FROM_MAX_LENGTH, note: RIDE_NOTE_MAX_LENGTH },
  ['seats', 'leavesAt', 'direction', 'offerId'],
);

const t = (language: Language) => ridesCatalog.in(language);
const offerNotFound = () => notFound((language) => t(language)('offerNotFound'));
const requestNotFound = () => notFound((language) => t(language)('requestNotFound'));
type PlainKey = 'alreadyOffered' | 'alreadyAsked' | 'alreadyMatched' | 'matched' | 'notMatched';
const conflictOf = (code: string, key: PlainKey) =>
  localizedError(409, code, (language) => t(language)(key));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /api/event/{id}/rides: the offers and requests; phones only between matched sides. */
export async function eventRides(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
  language: Language,
): Promise<EventRides> {
  const { row, teams } = await loadVisibleEvent(ctx.db, viewer, eventId);
  const offers = await q.offersOfEvent(ctx.db, row.id);
  const requests = await q.requestsOfEvent(ctx.db, row.id);
  const archived = await isArchived(ctx.db, 'events', row.id);
  // Named as the directory would show them to the reader; a hidden contact is "A family".
  const shown = (
    p: { id: string; hide_contact_from_others: boolean } & Parameters<typeof fullName>[0],
  ) =>
    canSeeContact(viewer, { id: p.id, hidden: p.hide_contact_from_others })
      ? fullName(p)
      : t(language)('family');
  const byId = new Map(offers.map((o) => [o.id, o]));
  return {
    offers: offers.map((o): RideOffer => ({
      id: o.id,
      driver: shown({ ...o, id: o.driver_id }),
      seats: o.seats,
      seatsLeft: Math.max(0, o.seats - Number(o.taken ?? 0)),
      from: o.from_where,
      leavesAt: iso(o.leaves_at),
      direction: o.direction,
      note: o.note,
      ours: isOwnRide(viewer, o.driver_id),
    })),
    requests: requests.map((r): RideRequest => {
      const offer = r.offer_id === null ? undefined : byId.get(r.offer_id);
      // The two sides of a match see each other by name and phone; nobody else, nobody before.
      const matched = !!offer;
      const match = !offer
        ? null
        : seesMatchPhone(viewer, { ownerId: r.asker_id, matched })
          ? { name: fullName(offer), phone: offer.phone }
          : seesMatchPhone(viewer, { ownerId: offer.driver_id, matched })
            ? { name: fullName(r), phone: r.phone }
            : null;
      return {
        id: r.id,
        asker:
          match && !isOwnRide(viewer, r.asker_id) ? match.name : shown({ ...r, id: r.asker_id }),
        seats: r.seats,
        from: r.from_where,
        note: r.note,
        ours: isOwnRide(viewer, r.asker_id),
        offerId: r.offer_id,
        match,
      };
    }),
    canTake: isAdultMember(viewer) && !archived,
    canManage: canManageRides(viewer, teams),
    archived,
  };
}

const offerValues = (f: OfferFields): q.OfferValues => ({
  seats: f.seats,
  from_where: f.from,
  leaves_at: f.leavesAt,
  direction: f.direction,
  note: f.note,
});
const requestValues = (f: RequestFields): q.RequestValues => ({
  seats: f.seats,
  from_where: f.from,
  note: f.note,
});

/**
 * An offer's leaving time, by the shared rule (the form checks it too): not passed, not more than
 * a day after the event starts; an edit keeping the offer's own time is not judged again.
 */
function assertLeavesAt(
  leavesAt: string | null,
  eventStart: Date | string | null,
  now: Date,
  kept: Date | string | null,
): void {
  const problem = leavesAtProblem(leavesAt, eventStart, now, kept);
  if (!problem) return;
  throw badRequest(
    (language) =>
      problem === 'passed'
        ? t(language)('leavesAtPassed')
        : t(language)('leavesAtTooLate', { hours: RIDE_LEAVES_AFTER_START_MAX_HOURS }),
    'leavesAt',
  );
}

/** An event the viewer sees, open for writes: an adult of the audience posts on it. */
async function openEventFor(trx: Db, viewer: Viewer, eventId: string) {
  const event = await loadVisibleEvent(trx, viewer, eventId);
  await assertNotArchived(trx, 'events', event.row.id);
  return event;
}

export async function createOffer(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
  fields: OfferFields,
  now: Date,
): Promise<{ id: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const { row } = await openEventFor(trx, viewer, eventId);
    assertAdultMember(viewer);
    assertLeavesAt(fields.leavesAt, row.date, now, null);
    const id = await q.insertOffer(trx, row.id, viewer.id, offerValues(fields));
    if (id === null) throw conflictOf('already_offered', 'alreadyOffered');
    return { id };
  });
}

export async function createRequest(
  ctx: AppContext,
  viewer: Viewer,
  eventId: string,
  fields: RequestFields,
): Promise<{ id: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const { row } = await openEventFor(trx, viewer, eventId);
    assertAdultMember(viewer);
    const id = await q.insertRequest(trx, row.id, viewer.id, requestValues(fields));
    if (id === null) throw conflictOf('already_asked', 'alreadyAsked');
    return { id };
  });
}

/** An offer (locked) and its event, refused as not found unless the viewer sees the event. */
async function loadOffer(trx: Db, viewer: Viewer, id: number) {
  const offer = await q.findOffer(trx, id, true);
  if (!offer) throw offerNotFound();
  return { offer, ...(await openEventFor(trx, viewer, offer.event_id)) };
}

async function loadRequest(trx: Db, viewer: Viewer, id: number) {
  const request = await q.findRequest(trx, id, true);
  if (!request) throw requestNotFound();
  return { request, ...(await openEventFor(trx, viewer, request.event_id)) };
}

/** PUT /api/ride-offers/{id}: the driver's family; never fewer seats than its rides take. */
export async function editOffer(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  fields: OfferFields,
  now: Date,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { offer, row } = await loadOffer(trx, viewer, id);
    assertOwnRide(viewer, offer.driver_id);
    assertLeavesAt(fields.leavesAt, row.date, now, offer.leaves_at);
    const taken = await q.seatsTaken(trx, id);
    if (fields.seats < taken) {
      throw localizedError(
        409,
        'seats_taken',
        (language) => t(language)('fewerThanTaken', { taken }),
        'seats',
      );
    }
    await q.updateOffer(trx, id, offerValues(fields));
  });
}

/** PUT /api/ride-requests/{id}: the asker's family, while it has no ride. */
export async function editRequest(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  fields: RequestFields,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { request } = await loadRequest(trx, viewer, id);
    assertOwnRide(viewer, request.asker_id);
    if (request.offer_id !== null) throw conflictOf('matched', 'matched');
    await q.updateRequest(trx, id, requestValues(fields));
  });
}

/**
 * DELETE /api/ride-offers/{id}: the driver's family cancels it, or a manager of the event's
 * teams removes it (audited, and the driver is told); each asker it had accepted is told, and
 * their request is open again.
 */
export async function cancelOffer(ctx: AppContext, viewer: Viewer, id: number): Promise<void> {
  const done = await ctx.db.transaction().execute(async (trx) => {
    const { offer, teams } = await loadOffer(trx, viewer, id);
    assertCanChangeRide(viewer, offer.driver_id, teams);
    const own = isOwnRide(viewer, offer.driver_id);
    const matches = await q.matchesOfOffer(trx, id);
    await q.deleteOffer(trx, id);
    for (const m of matches) {
      await enqueueRideCancelled(
        ctx,
        trx,
        offer.event_id,
        m.asker_id,
        own ? offer.driver_id : null,
      );
    }
    if (!own) {
      // Removed by a manager: the driver is told too, not only those they were to drive.
      await enqueueRideRemoved(ctx, trx, offer.event_id, offer.driver_id, {
        what: 'offer',
        matched: matches.length > 0,
      });
      const driver = await q.ridePerson(trx, offer.driver_id);
      await auditAction(trx, viewer, 'ride.removeOffer', id, {
        label: offer.from_where,
        event: offer.event_id,
        ...(driver ? { member: { id: driver.id, name: fullName(driver) } } : {}),
      });
    }
    return matches.length > 0 || !own;
  });
  if (done) ctx.outbox.notify();
}

/**
 * DELETE /api/ride-requests/{id}: the asker's family, or a manager (audited, and the asker told);
 * the driver told.
 */
export async function cancelRequest(ctx: AppContext, viewer: Viewer, id: number): Promise<void> {
  const told = await ctx.db.transaction().execute(async (trx) => {
    const { request, teams } = await loadRequest(trx, viewer, id);
    assertCanChangeRide(viewer, request.asker_id, teams);
    const own = isOwnRide(viewer, request.asker_id);
    const offer = request.offer_id === null ? null : await q.findOffer(trx, request.offer_id);
    await q.deleteRequest(trx, id);
    if (offer) {
      await enqueueRideCancelled(
        ctx,
        trx,
        offer.event_id,
        offer.driver_id,
        own ? request.asker_id : null,
      );
    }
    if (!own) {
      // Removed by a manager: the asker is told too, not only their driver.
      await enqueueRideRemoved(ctx, trx, request.event_id, request.asker_id, {
        what: 'request',
        matched: offer !== null,
        matchedWith: offer?.driver_id ?? null,
      });
      const asker = await q.ridePerson(trx, request.asker_id);
      await auditAction(trx, viewer, 'ride.removeRequest', id, {
        label: request.from_where,
        event: request.event_id,
        ...(asker ? { member: { id: asker.id, name: fullName(asker) } } : {}),
      });
    }
    return offer !== null || !own;
  });
  if (told) ctx.outbox.notify();
}

/**
 * POST /api/ride-requests/{id}/accept: the driver of an offer for the request's event takes it.
 * The seats are decided by the database: the offer's row is locked (`for update`) before its
 * taken seats are added up, so concurrent accepts take turns and an offer never goes over its
 * seats; the losers get 409 "not enough seats". Both sides are sent a confirmation.
 */
export async function acceptRequest(
  ctx: AppContext,
  viewer: Viewer,
  requestId: number,
  offerId: number,
): Promise<{ offerId: number }> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const first = await q.findRequest(trx, requestId);
    if (!first) throw requestNotFound();
    const { row } = await openEventFor(trx, viewer, first.event_id);
    const offer = await q.findOffer(trx, offerId, true);
    if (!offer || offer.event_id !== row.id || !isOwnRide(viewer, offer.driver_id)) {
      throw driverOnly();
    }
    // Read again under the lock: another driver may have taken it meanwhile.
    const request = await q.findRequest(trx, requestId, true);
    if (!request) throw requestNotFound();
    if (request.offer_id !== null) throw conflictOf('already_matched', 'alreadyMatched');
    const left = offer.seats - (await q.seatsTaken(trx, offer.id));
    if (request.seats > left) {
      const driver = await q.ridePerson(trx, offer.driver_id);
      throw localizedError(409, 'not_enough_seats', (language) =>
        t(language)('full', {
          driver: driver ? fullName(driver) : '',
          count: Math.max(0, left),
          seats: request.seats,
        }),
      );
    }
    await q.setMatch(trx, request.id, offer.id);
    await enqueueMatchConfirmations(ctx, trx, {
      eventId: row.id,
      driverId: offer.driver_id,
      askerId: request.asker_id,
      seats: request.seats,
      from: request.from_where,
    });
    return { offerId: offer.id };
  });
  ctx.outbox.notify();
  return result;
}

/**
 * Undoes a match in the caller's transaction and tells the other side: `by` is the side who
 * cancelled (asker or driver), or null for a manager (both sides are told then).
 */
export async function unmatch(
  ctx: AppContext,
  trx: Db,
  request: { id: number; event_id: string; asker_id: string },
  driverId: string,
  by: 'asker' | 'driver' | null,
): Promise<void> {
  await q.setMatch(trx, request.id, null);
  if (by !== 'asker') {
    await enqueueRideCancelled(ctx, trx, request.event_id, request.asker_id, by && driverId);
  }
  if (by !== 'driver') {
    await enqueueRideCancelled(ctx, trx, request.event_id, driverId, by && request.asker_id);
  }
}

/** DELETE /api/ride-requests/{id}/match: either side, or a manager of the event's teams. */
export async function cancelMatch(ctx: AppContext, viewer: Viewer, requestId: number) {
  await ctx.db.transaction().execute(async (trx) => {
    const { request, teams } = await loadRequest(trx, viewer, requestId);
    if (request.offer_id === null) throw conflictOf('not_matched', 'notMatched');
    const offer = (await q.findOffer(trx, request.offer_id))!;
    const by = isOwnRide(viewer, request.asker_id)
      ? 'asker'
      : isOwnRide(viewer, offer.driver_id)
        ? 'driver'
        : null;
    if (!by) assertCanChangeRide(viewer, request.asker_id, teams);
    await unmatch(ctx, trx, request, offer.driver_id, by);
    if (!by) {
      await auditAction(trx, viewer, 'ride.unmatch', requestId, {
        label: request.from_where,
        event: request.event_id,
      });
    }
  });
  ctx.outbox.notify();
}
