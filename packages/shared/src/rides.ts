import { z } from 'zod';

/*
 * Rides to an event (issue 28, part 2): a family offers a ride or asks for one; a driver accepts
 * a request, and only then do both sides see each other's phone. Children never appear by name:
 * the adult who offers or asks is the contact. Who sees them follows the event's own visibility.
 */

export const RIDE_SEATS_MAX = 8;
export const RIDE_FROM_MAX_LENGTH = 120;
export const RIDE_NOTE_MAX_LENGTH = 300;

/** Which way the driver goes: there and back, there only, back only. */
export const RIDE_DIRECTIONS = ['both', 'there', 'back'] as const;
export type RideDirection = (typeof RIDE_DIRECTIONS)[number];

const seats = z
  .number()
  .int()
  .min(1)
  .max(RIDE_SEATS_MAX)
  .meta({ description: `Seats, 1 to ${RIDE_SEATS_MAX}` });
const from = z
  .string()
  .trim()
  .min(1)
  .max(RIDE_FROM_MAX_LENGTH)
  .meta({ description: 'Where from, e.g. "Maple St. & 3rd"' });
const note = z.string().trim().max(RIDE_NOTE_MAX_LENGTH).default('');

/** A driver may leave until a day after the event starts (the way back from a long tournament). */
export const RIDE_LEAVES_AFTER_START_MAX_HOURS = 24;

/** What is wrong with an offer's leaving time: already passed, or long after the event starts. */
export type LeavesAtProblem = 'passed' | 'tooLate';

const minuteOf = (at: Date | string) => Math.floor(new Date(at).getTime() / 60_000);

/**
 * Whether an offer may leave at `leavesAt` (none: always), judged at `now` against the event's
 * start, by the server and by the form before sending. An edit that keeps the offer's leaving
 * time (`kept`, to the minute, as the form shows it) is not judged again: a driver changing the
 * seats of a ride that has already left, or of an event under way, is not told the time passed.
 */
export function leavesAtProblem(
  leavesAt: Date | string | null,
  eventStart: Date | string | null,
  now: Date,
  kept: Date | string | null = null,
): LeavesAtProblem | null {
  if (leavesAt === null) return null;
  if (kept !== null && minuteOf(kept) === minuteOf(leavesAt)) return null;
  const at = new Date(leavesAt).getTime();
  if (at <= now.getTime()) return 'passed';
  const latest =
    eventStart === null
      ? Infinity
      : new Date(eventStart).getTime() + RIDE_LEAVES_AFTER_START_MAX_HOURS * 3_600_000;
  return at > latest ? 'tooLate' : null;
}

/** POST /api/event/{id}/ride-offers, PUT /api/ride-offers/{id}. */
export const rideOfferInputSchema = z.object({
  seats,
  from,
  leavesAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .default(null)
    .meta({ description: 'When the driver leaves (optional)' }),
  direction: z.enum(RIDE_DIRECTIONS),
  note,
});
export type RideOfferInput = z.input<typeof rideOfferInputSchema>;

/** POST /api/event/{id}/ride-requests, PUT /api/ride-requests/{id}. */
export const rideRequestInputSchema = z.object({ seats, from, note });
export type RideRequestInput = z.input<typeof rideRequestInputSchema>;

/** POST /api/ride-requests/{id}/accept: the driver's offer that takes the request. */
export const rideAcceptInputSchema = z.object({ offerId: z.number().int().min(1) });

/** The adult on the other side of a match: named, and their phone (only once matched). */
const matchedPersonSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
});

export const rideOfferSchema = z.object({
  id: z.number().int(),
  /** The driver, named as the directory would show them ("A family" when hidden). */
  driver: z.string(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  from: z.string(),
  leavesAt: z.string().nullable(),
  direction: z.enum(RIDE_DIRECTIONS),
  note: z.string(),
  /** The reader's household offers it: they may edit or cancel it. */
  ours: z.boolean(),
});
export type RideOffer = z.infer<typeof rideOfferSchema>;

export const rideRequestSchema = z.object({
  id: z.number().int(),
  /** The adult who asks (never a child's name). */
  asker: z.string(),
  seats: z.number().int(),
  from: z.string(),
  note: z.string(),
  ours: z.boolean(),
  /** Accepted by an offer: whose (its id), and, for the two sides only, the other's phone. */
  offerId: z.number().int().nullable(),
  /** Shown to the asker: the driver; to the driver: the asker. null for everyone else. */
  match: matchedPersonSchema.nullable(),
});
export type RideRequest = z.infer<typeof rideRequestSchema>;

/** GET /api/event/{id}/rides. */
export const eventRidesSchema = z.object({
  offers: z.array(rideOfferSchema),
  requests: z.array(rideRequestSchema),
  /** The reader may offer or ask (an adult member; one offer and one request per event). */
  canTake: z.boolean(),
  /** An admin or a manager of the event's teams: may remove any offer or request. */
  canManage: z.boolean(),
  /** The event is a past season's: read-only. */
  archived: z.boolean(),
});
export type EventRides = z.infer<typeof eventRidesSchema>;
