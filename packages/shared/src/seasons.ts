import { z } from 'zod';

/*
 * Seasons of the club: one is current; starting a new one archives the old season's events (and
 * their RSVPs, duties and reminders), requests and messages, read-only under "Past seasons".
 */

export const SEASON_NAME_MAX_LENGTH = 60;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .regex(DAY)
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  )
  .meta({ description: 'A day, YYYY-MM-DD' });

/** A season as every member reads it (GET /api/seasons). */
export const seasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** The one season whose events, requests and messages the portal shows. */
  current: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;
/** Newest first: the current season, then the past ones. */
export const seasonListSchema = z.array(seasonSchema);

/** Whether the club has a past season to browse (the "Past seasons" link, the reports' choice). */
export const hasPastSeasons = (seasons: readonly Season[]): boolean =>
  seasons.some((s) => s.current === false);

/** POST /api/seasons/preview and POST /api/seasons: the new season, and which teams continue. */
export const seasonStartInputSchema = z.object({
  name: z.string().trim().min(1).max(SEASON_NAME_MAX_LENGTH).meta({ description: 'e.g. "2027"' }),
  startsOn: day,
  endsOn: day,
  continuingTeams: z
    .array(z.number().int().positive())
    .max(1000)
    .optional()
    .meta({ description: 'The ids of the teams that continue; absent: every active team' }),
});
export type SeasonStartInput = z.input<typeof seasonStartInputSchema>;
export type SeasonStartFields = z.output<typeof seasonStartInputSchema>;

const teamRef = z.object({ id: z.number().int(), name: z.string() });

/** What starting the season moves and archives (the preview, and the start's answer). */
export const seasonPreviewSchema = z.object({
  /** The season being archived. */
  from: z.object({ id: z.number().int(), name: z.string() }),
  archived: z.object({
    events: z.number().int(),
    rsvps: z.number().int(),
    requests: z.number().int(),
    messages: z.number().int(),
  }),
  /** Events dated on or after the new season's start, of a continuing team or club-wide. */
  moved: z.object({ events: z.number().int() }),
  teams: z.object({ continuing: z.array(teamRef), stopping: z.array(teamRef) }),
  carried: z.object({
    families: z.number().int(),
    households: z.number().int(),
    venues: z.number().int(),
    preferences: z.number().int(),
  }),
});
export type SeasonPreview = z.infer<typeof seasonPreviewSchema>;

export const seasonStartedSchema = seasonPreviewSchema.extend({
  season: seasonSchema,
  /**
   * Each continuing team's roster feed, read again once the season has started: a feed that did
   * not answer is named here (its last good roster kept); the season stays started.
   */
  rosters: z.array(z.object({ teamId: z.number().int(), name: z.string(), ok: z.boolean() })),
});
export type SeasonStarted = z.infer<typeof seasonStartedSchema>;

/** An event of a past season, as "Past seasons" lists it (read-only). */
export const pastEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string().nullable(),
  eventType: z.string().nullable(),
  opponent: z.string().nullable(),
  /** How many answered "going". */
  going: z.number().int(),
});
export type PastEvent = z.infer<typeof pastEventSchema>;
export const seasonEventsSchema = z.object({
  season: seasonSchema,
  events: z.array(pastEventSchema),
});
export type SeasonEvents = z.infer<typeof seasonEventsSchema>;

/** The reports' `?season=` (absent: the current season). */
export const seasonQuerySchema = z.object({
  season: z.coerce.number().int().positive().optional(),
});
