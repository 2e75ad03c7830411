import { z } from 'zod';
import { EVENT_TYPES } from './event-series';

/**
 * Importing a season's schedule: a CSV file or a league's iCalendar (.ics) file, previewed, then
 * confirmed with the same file (all or nothing). Each event keeps the key it was matched by, so
 * importing the file again updates its events instead of adding them twice.
 */

/** The largest file accepted (a season's CSV is a few kilobytes; a league's .ics, more). */
export const SCHEDULE_IMPORT_MAX_BYTES = 1024 * 1024;
/** The most rows (CSV) or calendar events (.ics) one file may hold. */
export const SCHEDULE_IMPORT_MAX_ROWS = 500;
/** The most events one file may make or update, weekly series counted week by week. */
export const SCHEDULE_IMPORT_MAX_EVENTS = 2000;

/** The CSV's columns, as the example file and the page name them (Spanish headers read too). */
export const SCHEDULE_IMPORT_COLUMNS = [
  'Key',
  'Name',
  'Type',
  'Date',
  'Start time',
  'End time',
  'Location',
  'Opponent',
  'Home/Away',
  'Repeats weekly until',
  'Skip dates',
  'Teams',
  'Description',
] as const;

/** One event the file makes or matches, as the preview shows it. */
const scheduleImportEventSchema = z.object({
  /** The file's row (CSV: its spreadsheet row, header 1; .ics: the event's place in the file). */
  line: z.number().int(),
  name: z.string(),
  eventType: z.enum(EVENT_TYPES).nullable(),
  opponent: z.string().nullable(),
  /** Start and end instants (ISO). */
  date: z.string(),
  endDate: z.string().nullable(),
  venue: z.string().nullable(),
  /** The spec's location code: 1 home, 3 away, null none. */
  eventLocationID: z.number().int().nullable(),
  /** Team names; empty: club-wide (or, for an update from a file without Teams, kept). */
  teams: z.array(z.string()),
  /** Part of a weekly series. */
  repeats: z.boolean(),
});
export type ScheduleImportEvent = z.infer<typeof scheduleImportEventSchema>;

export const scheduleImportPreviewSchema = z.object({
  /** SHA-256 of the file previewed: the confirm must send the same file (hex). */
  fingerprint: z.string(),
  format: z.enum(['csv', 'ics']),
  create: z.array(scheduleImportEventSchema),
  update: z.array(
    scheduleImportEventSchema.extend({
      eventId: z.string(),
      /** Which of the event's fields the import changes (name, date, endDate, …). */
      changes: z.array(z.string()),
    }),
  ),
  unchanged: z.array(scheduleImportEventSchema.extend({ eventId: z.string() })),
  refused: z.array(
    z.object({
      line: z.number().int(),
      name: z.string(),
      /** Why, in the reader's language, one text per problem. */
      reasons: z.array(z.string()),
    }),
  ),
});
export type ScheduleImportPreview = z.infer<typeof scheduleImportPreviewSchema>;

export const scheduleImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type ScheduleImportResult = z.infer<typeof scheduleImportResultSchema>;

/** The multipart form of both calls: the file, and on confirm the preview's fingerprint. */
export const scheduleImportFieldsSchema = z.object({
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
