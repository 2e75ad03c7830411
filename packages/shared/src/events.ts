import { z } from 'zod';
import { MAX_DB_INT } from './constants';
import { emailField, phoneField } from './contact-fields';
import { EVENT_TYPES, OPPONENT_MAX, seriesRuleSchema } from './event-series';
import { ruleMessage } from './rule-messages';
import { ARRIVAL_MINUTES_MAX, venueSchema } from './venues';

/** Events and RSVP entries (the location rules and the 1-hour export are in event-rules.ts). */

export const EVENT_NAME_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 10_000;
export const EVENT_TAG_MAX = 50;
export const EVENT_TAGS_MAX = 30;
export const EVENT_EMAIL_LIST_MAX = 5_000;

export const RSVP_STATUSES = ['yes', 'no'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** A family's note with its answer ("arriving late"): at most this many characters. */
export const RSVP_NOTE_MAX = 140;

/**
 * An answer's note: trimmed, at most RSVP_NOTE_MAX characters; empty clears it (null). Absent:
 * the note stays as it was.
 */
export const rsvpNoteSchema = z
  .string()
  .trim()
  .max(RSVP_NOTE_MAX, ruleMessage('rsvpNoteTooLong', { max: String(RSVP_NOTE_MAX) }))
  .transform((s) => (s === '' ? null : s))
  .nullable();

// ---------------------------------------------------------------------------------------------
// Payloads. A multipart form sends every field as a string, JSON lists as JSON text: the same
// schema reads both.

/** A value that may arrive as JSON text (form data) or as the value itself (JSON body). */
function jsonField<T extends z.ZodType>(schema: T, label: string) {
  // The parameter's type is the payload type's (z.input): a list, or its JSON text.
  return z.preprocess((value: z.input<T> | string, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: ruleMessage('jsonList', { label }).error() });
      return z.NEVER;
    }
  }, schema);
}

const emptyToNull = (v: unknown) =>
  v === '' || v === 'null' || v === 'undefined' || v === undefined ? null : v;

/** `schema`, or null for a field a form sends empty; typed as the value itself (z.input). */
function nullIfEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((v: z.input<T> | undefined) => emptyToNull(v), schema);
}

/** A form's text holding a whole number, as that number; anything else as it came. */
const wholeNumberText = (v: number | string | null | undefined) =>
  typeof v === 'string' && /^\s*-?\d{1,10}\s*$/.test(v) ? Number(v.trim()) : v;

/** eventLocationID: a whole number, or a string holding one. */
export const eventLocationIdSchema = z.preprocess((value: number | string | null | undefined) => {
  const v = emptyToNull(value);
  return typeof v === 'string' && /^\s*-?\d{1,9}\s*$/.test(v) ? Number(v.trim()) : v;
}, z.number('Location must be a number').int('Location must be a whole number').min(-MAX_DB_INT, 'Location is out of range').max(MAX_DB_INT, 'Location is out of range').nullable());

/** An ISO date (with or without time); anything `Date` cannot read is refused. */
export const eventDateSchema = nullIfEmpty(
  z
    .string()
    .max(40)
    .refine((s) => !Number.isNaN(Date.parse(s)), ruleMessage('eventDateInvalid'))
    .transform((s) => new Date(s).toISOString())
    .nullable(),
);

const affiliationRef = z.union([
  z.number().int().positive().max(MAX_DB_INT),
  z.object({ id: z.coerce.number().int().positive().max(MAX_DB_INT), name: z.string().optional() }),
]);

export const eventTranslationSchema = z.object({
  language: z.enum(['en', 'es']),
  fieldName: z.enum(['Name', 'Description']),
  contents: z.string().max(EVENT_DESCRIPTION_MAX),
});
export type EventTranslation = z.infer<typeof eventTranslationSchema>;

const uuidOrNull = (label: string) =>
  nullIfEmpty(z.uuid(`${label} must be a content id`).nullable());

/** The event save payload (JSON or multipart form fields). */
export const eventPayloadSchema = z
  .object({
    id: z.string().optional(),
    name: z
      .string(ruleMessage('eventNameRequired'))
      .trim()
      .min(1, ruleMessage('eventNameRequired'))
      .max(EVENT_NAME_MAX, `Name must be at most ${EVENT_NAME_MAX} characters`),
    description: z.string().max(EVENT_DESCRIPTION_MAX).optional().default(''),
    date: eventDateSchema.optional(),
    /**
     * When it ends (beyond the spec's fields): calendar feeds and reminders use it; null for
     * none (an hour from the start); left out, an update keeps the event's end.
     */
    endDate: eventDateSchema.optional(),
    tags: jsonField(
      z
        .array(z.string().max(EVENT_TAG_MAX, `A tag must be at most ${EVENT_TAG_MAX} characters`))
        .max(EVENT_TAGS_MAX),
      'Tags',
    ).optional(),
    emailList: jsonField(
      z.array(z.email('Every recipient must be an email address')).max(EVENT_EMAIL_LIST_MAX),
      'emailList',
    ).optional(),
    /**
     * Notify Members was on (beyond the spec's fields): with it the server refuses an empty
     * emailList instead of saving an event nobody hears about. JSON true or the
     * form's 'true'/'false'.
     */
    notify: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
      .optional(),
    allowedAffiliations: jsonField(
      z.array(affiliationRef).max(100),
      'allowedAffiliations',
    ).optional(),
    linkedContentId: uuidOrNull('Linked content').optional(),
    linkedContentID: uuidOrNull('Linked content').optional(),
    eventLocationID: eventLocationIdSchema.optional(),
    imageURL: nullIfEmpty(z.string().max(2000).nullable()).optional(),
    translations: jsonField(z.array(eventTranslationSchema).max(4), 'translations').optional(),
    /** The venue's id, null for none; left out, an update keeps the event's venue. */
    venueId: nullIfEmpty(
      z.preprocess(
        wholeNumberText,
        z
          .number('Venue must be a venue id')
          .int('Venue must be a venue id')
          .positive('Venue must be a venue id')
          .max(MAX_DB_INT, 'Venue must be a venue id')
          .nullable(),
      ),
    ).optional(),
    /**
     * The teams it is for (beyond the spec's fields): none, club-wide; left out, a new event is
     * club-wide and an update keeps the event's teams.
     */
    teams: jsonField(
      z.array(z.number().int().positive().max(MAX_DB_INT)).max(50),
      'teams',
    ).optional(),
    /** Minutes before the start families should arrive; null for none; left out, kept. */
    arrivalMinutesBefore: nullIfEmpty(
      z.preprocess(
        wholeNumberText,
        z
          .number('Arrival must be a number of minutes')
          .int('Arrival must be a whole number of minutes')
          .min(0, 'Arrival must be a number of minutes before the start')
          .max(ARRIVAL_MINUTES_MAX, `Arrival can be at most ${ARRIVAL_MINUTES_MAX} minutes before`)
          .nullable(),
      ),
    ).optional(),
    /** game, practice, tournament or meeting; null for none; left out, an update keeps it. */
    eventType: nullIfEmpty(
      z.enum(EVENT_TYPES, ruleMessage('eventTypeInvalid')).nullable(),
    ).optional(),
    /** A game's opponent (free text); null or empty for none; left out, an update keeps it. */
    opponent: nullIfEmpty(
      z
        .string()
        .trim()
        .max(OPPONENT_MAX, ruleMessage('opponentTooLong', { max: String(OPPONENT_MAX) }))
        .transform((s) => (s === '' ? null : s))
        .nullable(),
    ).optional(),
    /** On create only: "Repeats weekly", one event per occurrence linked by a series id. */
    repeat: jsonField(seriesRuleSchema.nullable(), 'repeat').optional(),
  })
  .transform((p) => ({
    name: p.name,
    description: p.description,
    date: p.date ?? null,
    endDate: p.endDate,
    tags: Array.from(new Set((p.tags ?? []).map((t) => t.trim()).filter((t) => t.length > 0))),
    emailList: Array.from(new Set((p.emailList ?? []).map((e) => e.toLowerCase()))),
    notify: p.notify ?? false,
    allowedAffiliations: Array.from(
      new Set((p.allowedAffiliations ?? []).map((a) => (typeof a === 'number' ? a : a.id))),
    ),
    linkedContentId: p.linkedContentId ?? p.linkedContentID ?? null,
    eventLocationID: p.eventLocationID ?? null,
    imageURL: p.imageURL ?? null,
    translations: (p.translations ?? []).filter((t) => t.contents.trim() !== ''),
    venueId: p.venueId,
    arrivalMinutesBefore: p.arrivalMinutesBefore,
    eventType: p.eventType,
    opponent: p.opponent,
    repeat: p.repeat ?? null,
    teams: p.teams === undefined ? undefined : [...new Set(p.teams)],
  }));
/** What the SPA sends to save an event (the server also reads the form-data spelling). */
export type EventPayload = z.input<typeof eventPayloadSchema>;
export type EventSave = z.output<typeof eventPayloadSchema>;

/** The RSVP form fields, as form data or JSON. */
export const rsvpPayloadSchema = z.object({
  rsvpID: nullIfEmpty(z.uuid('rsvpID must be an RSVP id').nullable()).optional(),
  eventID: z.uuid('eventID must be an event id'),
  contactID: z.uuid('contactID must be a contact id'),
  status: z.enum(RSVP_STATUSES, "Status must be 'yes' or 'no'"),
  // Checked as a contact's card checks them: a number the region allows, an email address.
  phone: nullIfEmpty(phoneField),
  email: nullIfEmpty(emailField),
  language: nullIfEmpty(z.enum(['en', 'es']).nullable()).optional(),
  eventName: z
    .string()
    .max(EVENT_NAME_MAX * 2)
    .optional(),
  eventDate: z.string().max(60).optional(),
  /** A short note with the answer (not in the spec's form; absent keeps the one there). */
  note: rsvpNoteSchema.optional(),
});
/** The RSVP form fields. */
export type RsvpPayload = z.input<typeof rsvpPayloadSchema>;

export const eventRangeQuerySchema = z.object({
  from: eventDateSchema.optional(),
  to: eventDateSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Responses: each schema is the allow-list of what the API sends (apps/api serializes through it).

export const eventAffiliationSchema = z.object({ id: z.number(), name: z.string() });
export type EventAffiliation = z.infer<typeof eventAffiliationSchema>;

export const rsvpEntrySchema = z.object({
  rsvpID: z.string(),
  eventID: z.string(),
  contactID: z.string(),
  status: z.enum(RSVP_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  language: z.string(),
  /** The family's note with its answer, if any. */
  note: z.string().nullable().optional(),
});
export type RsvpEntry = z.infer<typeof rsvpEntrySchema>;

export const eventSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string().nullable(),
  eventLocationID: z.number().nullable(),
  imageURL: z.string().nullable(),
  /**
   * The name's translations (the calendar names an event as its page does, through
   * translatedField). Optional: an older server's list has none.
   */
  translations: z.array(eventTranslationSchema).optional(),
  /**
   * Where it is, in the reader's language, and when to arrive (ISO, the start less
   * the event's arrival minutes). Only when the event has them: others keep the spec's fields.
   */
  venue: venueSchema.nullable().optional(),
  arrivalTime: z.string().nullable().optional(),
  /** Its type and a game's opponent, only when it has them (event-series.ts). */
  eventType: z.enum(EVENT_TYPES).optional(),
  opponent: z.string().optional(),
  /** The ids of the teams it is for; only on an event for teams (absent: club-wide). */
  teams: z.array(z.number().int()).optional(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const linkedContentSchema = z.object({
  id: z.string(),
  description: z.string(),
  fileType: z.string(),
  blobUrlAccessible: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type LinkedContent = z.infer<typeof linkedContentSchema>;

export const eventDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  date: z.string().nullable(),
  tags: z.array(z.string()),
  allowedAffiliations: z.array(eventAffiliationSchema),
  linkedContentId: z.string().nullable(),
  linkedContent: linkedContentSchema.nullable(),
  eventLocationID: z.number().nullable(),
  imageURL: z.string().nullable(),
  translations: z.array(eventTranslationSchema),
  /** The venue in the reader's language (null: none); always sent by this server. */
  venue: venueSchema.nullable().optional(),
  /** When families should arrive (ISO), from the start and `arrivalMinutesBefore`. */
  arrivalTime: z.string().nullable().optional(),
  arrivalMinutesBefore: z.number().int().nullable().optional(),
  /** When it ends (ISO), if it was given; null: no end (an hour from the start). */
  endDate: z.string().nullable().optional(),
  /** game, practice, tournament or meeting; null: none (every event before types). */
  eventType: z.enum(EVENT_TYPES).nullable().optional(),
  opponent: z.string().nullable().optional(),
  /** The weekly series it belongs to (edits and deletes may reach its later events). */
  seriesId: z.string().nullable().optional(),
  /** The ids of the teams it is for; only on an event for teams (absent: club-wide). */
  teams: z.array(z.number().int()).optional(),
  /** Only on a past season's event: read-only, every write answers 409. */
  archived: z.literal(true).optional(),
  /** Admins only: everyone's RSVP, yes first, then no. */
  rsvpList: z.array(rsvpEntrySchema).optional(),
  yesCount: z.number(),
  /** The signed-in member's own RSVP, if any. */
  myRsvp: rsvpEntrySchema.nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** Event calls answer `{ data, error }`. */
export function eventResultSchema<T extends z.ZodType>(data: T) {
  return z.object({ data: data.nullable(), error: z.string().nullable() });
}
export type EventResult<T> = z.infer<ReturnType<typeof eventResultSchema<z.ZodType<T>>>>;

export const rsvpResultSchema = z.object({
  rsvpID: z.string(),
  eventID: z.string(),
  contactID: z.string(),
  status: z.enum(RSVP_STATUSES),
});
export type RsvpResult = z.infer<typeof rsvpResultSchema>;

export const calendarFeedLinkSchema = z.object({
  /** https URL of the member's private feed. */
  url: z.string(),
  /** The same feed as a webcal:// link, which phones open as a subscription. */
  webcalUrl: z.string(),
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/**
 * GET /api/calendar/feed: the member's feed link, or nulls while they have none (a GET never
 * writes: POST /api/calendar/feed makes it).
 */
export const calendarFeedStateSchema = z.object({
  url: z.string().nullable(),
  webcalUrl: z.string().nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;
