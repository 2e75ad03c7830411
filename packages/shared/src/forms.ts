import { z } from 'zod';
import { MAX_DB_INT } from './constants';

/** At most this many items per jersey or gift request. */
export const FORM_ITEMS_MAX = 20;
export const JERSEY_NUMBER_MAX = 99;
/** A kid's number (jerseyPosition > 0) goes up to this; 0 means an adult jersey. */
export const JERSEY_POSITION_MAX = 99;
export const FORM_FIELD_MAX_LENGTH = 100;

/** One jersey or gift jacket request item as the forms send it. */
export const jerseyRequestItemSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  jerseyName: z.string(),
  jerseyNumber: z.union([z.number(), z.string()]),
  jerseySize: z.string(),
  jerseyPosition: z.number(),
  jerseyIndex: z.string(),
  /** The team it is for (only sent when the club has two or more teams). */
  team: z.number().int().nullable().optional(),
});
export type JerseyRequestItem = z.infer<typeof jerseyRequestItemSchema>;

/** A request item is open until an admin marks it fulfilled. */
export const REQUEST_STATUSES = ['open', 'fulfilled'] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

/** One submitted item as the staff's lists show it (GET /api/form/getall, getallgifts). */
export const jerseyRequestRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jerseyName: z.string(),
  jerseyNumber: z.number(),
  jerseySize: z.string(),
  jerseyPosition: z.number(),
  submittedBy: z.string(),
  /** ISO 8601 (UTC); pages show it in the team's time zone. */
  submittedAt: z.string(),
  status: requestStatusSchema,
  /** When and by whom it was marked fulfilled; null while open. */
  fulfilledAt: z.string().nullable(),
  fulfilledBy: z.string().nullable(),
  /**
   * The id of the team it is for (beyond the spec's fields): only when the club has two or more
   * teams and the order names one.
   */
  team: z.number().int().optional(),
});
export type JerseyRequestRow = z.infer<typeof jerseyRequestRowSchema>;

/**
 * One of the member's own items (GET /api/form/mine, /api/form/minegifts): what, when, status.
 * Who submitted it is the reader, and who fulfilled it stays with the admins.
 */
export const ownRequestSchema = jerseyRequestRowSchema.omit({
  submittedBy: true,
  fulfilledBy: true,
});
export type OwnRequest = z.infer<typeof ownRequestSchema>;

/**
 * GET /api/form/household: the children (players and siblings) of the member's household, to
 * fill a request row from; with the name and number last asked for them by the household, if any.
 */
export const formChildSchema = z.object({
  contactId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['player', 'sibling']),
  jerseyName: z.string().nullable(),
  jerseyNumber: z.number().nullable(),
  /** The kid slot last asked for them (jerseyPosition), if any. */
  jerseyPosition: z.number().nullable(),
  /**
   * The active teams they are on (beyond the spec's fields): only in a club of two or more teams,
   * so the form can preselect an item's team.
   */
  teams: z.array(z.number().int()).optional(),
});
export type FormChild = z.infer<typeof formChildSchema>;

/** PUT /api/form/status/{id}: the status to set (the same answer however often it is sent). */
export const requestStatusBodySchema = z.object({ status: requestStatusSchema });
export type RequestStatusBody = z.infer<typeof requestStatusBodySchema>;

const TEXT_FIELDS = ['firstName', 'lastName', 'jerseyName', 'jerseySize', 'jerseyIndex'] as const;

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

/**
 * What is wrong with a request's items, as a code each app words in its reader's language:
 * `incomplete` (a field left empty: "Please Complete All Fields"), or a limit broken and the limit.
 */
export type JerseyProblem =
  { code: 'incomplete' } | { code: 'tooMany' | 'number' | 'position' | 'fieldLength'; max: number };

/**
 * Every item needs firstName, lastName, jerseyName, jerseyNumber and jerseySize (we also require
 * its index and position). Returns the first problem, or null when the list is fine.
 * The form and the server both call this, so the rule exists once.
 */
export function validateJerseyItems(
  items: readonly Partial<JerseyRequestItem>[],
): JerseyProblem | null {
  const incomplete = { code: 'incomplete' } as const;
  if (items.length === 0) return incomplete;
  if (items.length > FORM_ITEMS_MAX) return { code: 'tooMany', max: FORM_ITEMS_MAX };
  for (const item of items) {
    if (TEXT_FIELDS.some((f) => isBlank(item[f])) || isBlank(item.jerseyNumber)) return incomplete;
    if (isBlank(item.jerseyPosition)) return incomplete;
  }
  for (const item of items) {
    const n = Number(item.jerseyNumber);
    if (!Number.isInteger(n) || n < 0 || n > JERSEY_NUMBER_MAX) {
      return { code: 'number', max: JERSEY_NUMBER_MAX };
    }
    const p = Number(item.jerseyPosition);
    if (!Number.isInteger(p) || p < 0 || p > JERSEY_POSITION_MAX) {
      return { code: 'position', max: JERSEY_POSITION_MAX };
    }
    if (TEXT_FIELDS.some((f) => String(item[f]).length > FORM_FIELD_MAX_LENGTH)) {
      return { code: 'fieldLength', max: FORM_FIELD_MAX_LENGTH };
    }
  }
  return null;
}

/** The request body of POST /api/form/create and /api/form/creategift (shape only). */
export const jerseyRequestBodySchema = z
  .array(
    z.object({
      firstName: z.string().optional().nullable(),
      lastName: z.string().optional().nullable(),
      jerseyName: z.string().optional().nullable(),
      jerseyNumber: z.union([z.number(), z.string()]).optional().nullable(),
      jerseySize: z.string().optional().nullable(),
      jerseyPosition: z.union([z.number(), z.string()]).optional().nullable(),
      jerseyIndex: z.string().optional().nullable(),
      /**
       * The team it is for (beyond the spec's fields), one the player's household reaches; read
       * only when the club has two or more teams. Left out: the member's team when they reach one.
       */
      team: z.number().int().positive().max(MAX_DB_INT).optional().nullable(),
    }),
  )
  .max(200, `At most ${FORM_ITEMS_MAX} items per request`);

/**
 * The staff's lists and reports of requests: `?team=` (the orders for that team), `?season=`, and
 * for the CSV `?teamColumn=true`, a Team column (only when the club has two or more teams: a
 * report read as the spec writes it never changes).
 */
export const requestsQuerySchema = z.object({
  season: z.coerce.number().int().positive().optional(),
  teamColumn: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  team: z.coerce
    .number('team must be a team id')
    .int('team must be a team id')
    .positive('team must be a team id')
    .max(MAX_DB_INT, 'team must be a team id')
    .optional(),
});
export type RequestsQuery = z.infer<typeof requestsQuerySchema>;
