import { z } from 'zod';
import { instantOfWallTime, wallTimeOf } from './wall-time';

/**
 * Automatic reminders of an event: to those invited who have not answered, and to
 * those going. Both can be moved (hours before the start) or turned off per event.
 */
export const REMINDER_KINDS = ['unanswered', 'going'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_HOURS_MIN = 1;
/** Two weeks: a reminder further ahead is an announcement, not a reminder. */
export const REMINDER_HOURS_MAX = 336;
export const DEFAULT_REMINDER_SETTINGS = {
  unansweredHours: 48,
  unansweredOn: true,
  goingHours: 3,
  goingOn: true,
} as const;

export const reminderSettingsSchema = z.object({
  unansweredHours: z.number().int(),
  unansweredOn: z.boolean(),
  goingHours: z.number().int(),
  goingOn: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** Whether a number of hours is one a reminder may be set to (the form and the server). */
export function validReminderHours(hours: unknown): hours is number {
  return (
    typeof hours === 'number' &&
    Number.isInteger(hours) &&
    hours >= REMINDER_HOURS_MIN &&
    hours <= REMINDER_HOURS_MAX
  );
}

/**
 * When a reminder `hours` before `start` is due, in the team's zone. The hours are counted on the
 * wall clock, not as elapsed time: "48 hours before" a Monday 18:00 game is Saturday 18:00 even
 * when the clocks changed on the Sunday between (47 or 49 hours elapse), as a family reads "two
 * days before, at game time". A due time skipped by spring-forward is read after the gap.
 */
export function reminderDueAt(start: Date, hours: number, timeZone: string): Date {
  const wall = wallTimeOf(start, timeZone);
  const [date, time] = wall.split('T') as [string, string];
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  // Wall-clock arithmetic on a zone-less calendar (UTC has no clock changes).
  const shifted = new Date(Date.UTC(y, mo - 1, d, h - hours, mi));
  const dueWall = shifted.toISOString().slice(0, 16);
  const due = instantOfWallTime(dueWall, timeZone)!;
  // Keep the start's seconds (an imported start need not be on the minute).
  return new Date(due.getTime() + (start.getTime() % 60_000));
}

/**
 * Whether a reminder is to be sent at `now`: its time has come and the event has not started. A
 * reminder whose time passed while nobody was running is still sent until the start.
 */
export function reminderIsDue(start: Date, hours: number, timeZone: string, now: Date): boolean {
  return now >= reminderDueAt(start, hours, timeZone) && now < start;
}

/** GET /api/event/:id/reminders: the settings and when each reminder is due (null: undated). */
export const eventRemindersSchema = z.object({
  settings: reminderSettingsSchema,
  dueAt: z.object({ unanswered: z.string().nullable(), going: z.string().nullable() }),
});
export type EventReminders = z.infer<typeof eventRemindersSchema>;

/** PUT body: numbers are checked against 1–336 by the server, in the reader's language. */
export const reminderSettingsUpdateSchema = z.object({
  unansweredHours: z.number('Hours must be a number'),
  unansweredOn: z.boolean(),
  goingHours: z.number('Hours must be a number'),
  goingOn: z.boolean(),
});

/** POST /api/rsvp/event/:id/remind: how many were queued now, how many had one today. */
export const remindNowResultSchema = z.object({
  queued: z.number().int(),
  alreadyReminded: z.number().int(),
});
export type RemindNowResult = z.infer<typeof remindNowResultSchema>;
