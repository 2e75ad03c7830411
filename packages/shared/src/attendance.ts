import { z } from 'zod';

/*
 * Availability and attendance (issue 28, part 3). For a game or a practice the club asks about
 * each player of the event's teams ("Is Noah available?"), answered by the player's guardians.
 * The answer IS the player's RSVP (one row per event and person, POST /api/rsvp/new): yes reads
 * "available", no "not available", none "unknown", so there is one source of truth and the
 * spec's RSVP routes, lists and texts stay as they are. After the event its manager marks who
 * came (prefilled from those answers); attendance over a season adds up per player and team.
 */

/** The event types that ask about players' availability and take attendance. */
export const ATTENDANCE_EVENT_TYPES = ['game', 'practice'] as const;
export type AttendanceEventType = (typeof ATTENDANCE_EVENT_TYPES)[number];

export function takesAttendance(eventType: string | null | undefined): boolean {
  return (ATTENDANCE_EVENT_TYPES as readonly string[]).includes(eventType ?? '');
}

/** A player's RSVP read as availability. */
export const AVAILABILITY_STATES = ['available', 'unavailable', 'unknown'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

export function availabilityOf(status: 'yes' | 'no' | null | undefined): AvailabilityState {
  return status === 'yes' ? 'available' : status === 'no' ? 'unavailable' : 'unknown';
}

/** The most players one attendance may name (a club-wide practice of every team). */
export const ATTENDANCE_PLAYERS_MAX = 500;

const playerName = { contactId: z.string(), firstName: z.string(), lastName: z.string() };

export const availabilityPlayerSchema = z.object({
  ...playerName,
  availability: z.enum(AVAILABILITY_STATES),
  /** Whether the reader may answer for this player (themself, a guardian, the manager). */
  canAnswer: z.boolean(),
});
export type AvailabilityPlayer = z.infer<typeof availabilityPlayerSchema>;

export const availabilityCountsSchema = z.object({
  available: z.number().int(),
  unavailable: z.number().int(),
  unknown: z.number().int(),
});
export type AvailabilityCounts = z.infer<typeof availabilityCountsSchema>;

/** GET /api/event/{id}/availability. */
export const eventAvailabilitySchema = z.object({
  /** A game or practice: false for any other event (then no player is listed). */
  asks: z.boolean(),
  /**
   * The players the reader is shown: every player of the event for its manager or an admin,
   * else those of the reader's household (their own children).
   */
  players: z.array(availabilityPlayerSchema),
  /** The manager's counts over every player of the event; null for anyone else. */
  counts: availabilityCountsSchema.nullable(),
  /** The reader may take attendance (its manager or an admin, once the event has started). */
  canTakeAttendance: z.boolean(),
  /** Whether attendance was recorded for this event. */
  attendanceRecorded: z.boolean(),
});
export type EventAvailability = z.infer<typeof eventAvailabilitySchema>;

/** GET /api/event/{id}/attendance: the manager's list, prefilled from the answers. */
export const eventAttendanceSchema = z.object({
  recorded: z.boolean(),
  /** ISO 8601 of the last save; null: never recorded. */
  recordedAt: z.string().nullable(),
  players: z.array(
    z.object({
      ...playerName,
      availability: z.enum(AVAILABILITY_STATES),
      /** As recorded, or (not yet recorded) whether the player was said to be available. */
      present: z.boolean(),
    }),
  ),
});
export type EventAttendance = z.infer<typeof eventAttendanceSchema>;

/** PUT /api/event/{id}/attendance: who came (every other player of the event did not). */
export const attendanceInputSchema = z.object({
  present: z.array(z.uuid()).max(ATTENDANCE_PLAYERS_MAX),
});
export type AttendanceInput = z.infer<typeof attendanceInputSchema>;

/** Attended of those recorded, for games and practices apart. */
export const attendanceTotalsSchema = z.object({
  gamesAttended: z.number().int(),
  gamesRecorded: z.number().int(),
  practicesAttended: z.number().int(),
  practicesRecorded: z.number().int(),
});
export type AttendanceTotals = z.infer<typeof attendanceTotalsSchema>;

export const playerAttendanceSchema = attendanceTotalsSchema.extend(playerName);
export type PlayerAttendance = z.infer<typeof playerAttendanceSchema>;

export const attendanceSeasonQuerySchema = z.object({
  season: z.coerce.number().int().positive().optional().meta({
    description: 'The season (default: the current one)',
  }),
});

/** GET /api/teams/{id}/attendance: a team's season, per player and for the team. */
export const teamAttendanceSchema = z.object({
  teamId: z.number().int(),
  seasonId: z.number().int(),
  /** Games and practices of the team (or club-wide) with attendance recorded this season. */
  gamesRecorded: z.number().int(),
  practicesRecorded: z.number().int(),
  /** Sum over the players: attended of those recorded. */
  team: attendanceTotalsSchema,
  players: z.array(playerAttendanceSchema),
});
export type TeamAttendance = z.infer<typeof teamAttendanceSchema>;

/** GET /api/attendance/mine: the reader's own children (and themself, a player), this season. */
export const myAttendanceSchema = z.object({ players: z.array(playerAttendanceSchema) });
export type MyAttendance = z.infer<typeof myAttendanceSchema>;

/** "3 of 4" as a share, 0 when nothing was recorded. */
export function attendanceShare(attended: number, recorded: number): number {
  return recorded ? Math.round((attended / recorded) * 100) : 0;
}
