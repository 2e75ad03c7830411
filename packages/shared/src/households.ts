import { z } from 'zod';
import { RSVP_STATUSES, rsvpNoteSchema, rsvpResultSchema } from './events';
import { ruleMessage } from './rule-messages';

/**
 * Households: contacts grouped into a family. Guardians edit the children's
 * (players' and siblings') contact cards and answer RSVPs for them; everyone in a household sees
 * its answers.
 */
export const HOUSEHOLD_ROLES = ['guardian', 'player', 'sibling'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

export const HOUSEHOLD_NAME_MAX = 120;

const householdName = z
  .string()
  .trim()
  .min(1, ruleMessage('householdNameRequired'))
  .max(HOUSEHOLD_NAME_MAX, `A household's name is at most ${HOUSEHOLD_NAME_MAX} characters`);

export const householdRoleSchema = z.enum(
  HOUSEHOLD_ROLES,
  'Role must be guardian, player or sibling',
);

export const householdMemberSchema = z.object({
  contactId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: householdRoleSchema,
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

export const householdSchema = z.object({
  id: z.number(),
  name: z.string(),
  members: z.array(householdMemberSchema),
});
export type Household = z.infer<typeof householdSchema>;

export const householdListSchema = z.array(householdSchema);

/** Admins: create or rename a household. */
export const householdInputSchema = z.object({ name: householdName });
export type HouseholdInput = z.input<typeof householdInputSchema>;

/** Admins: put a contact in a household (moving them out of any other) with a role. */
export const householdMemberInputSchema = z.object({
  contactId: z.uuid('contactId must be a contact id'),
  role: householdRoleSchema,
});
export type HouseholdMemberInput = z.input<typeof householdMemberInputSchema>;

/**
 * GET /api/household/contact/{id}: whether the reader may edit the contact's card, and, only to
 * those who may (admins, the contact themself, a guardian of a child), the contact's household
 * and role (null: none). Anyone else learns nothing of the household: `household` is absent.
 */
export const contactHouseholdSchema = z.object({
  contactId: z.string(),
  household: z
    .object({ id: z.number(), name: z.string(), role: householdRoleSchema })
    .nullable()
    .optional(),
  /** Whether the reader may move the contact between households (admins). */
  canManage: z.boolean(),
  /** Whether the reader may edit the contact's card (admins, themself, a guardian of a child). */
  canEdit: z.boolean(),
});
export type ContactHousehold = z.infer<typeof contactHouseholdSchema>;

/** GET /api/rsvp/household: the optional window (ISO dates or times). */
const windowEdge = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), ruleMessage('windowDatesInvalid'))
  .transform((s) => new Date(s).toISOString());
export const householdRsvpQuerySchema = z.object({
  from: windowEdge.optional(),
  to: windowEdge.optional(),
  /** One event's answers, whatever its date (an event page; an event may have no date). */
  eventId: z.uuid('The event id is not valid').optional(),
});

/**
 * GET /api/rsvp/household: the signed-in member's household (just themself when they have none)
 * and its answers to upcoming events and those of the last 30 days (or `from`/`to`).
 */
export const householdRsvpsSchema = z.object({
  members: z.array(
    z.object({
      contactId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      /** Null: the member has no household. */
      role: householdRoleSchema.nullable(),
      isSelf: z.boolean(),
      /** Whether the reader may answer for them: themself, or a child of theirs (a guardian). */
      canAnswer: z.boolean(),
    }),
  ),
  answers: z.array(
    z.object({
      eventId: z.string(),
      contactId: z.string(),
      status: z.enum(['yes', 'no']),
      /** The note given with the answer, if any. */
      note: z.string().nullable().optional(),
    }),
  ),
  /**
   * For each event of teams in the window (none: the field is left out, as with one team), the
   * members of the list it is for: by its audience and teams (the households module's rule).
   * An event not named here is for every member listed.
   */
  eventMembers: z
    .array(z.object({ eventId: z.string(), contactIds: z.array(z.string()) }))
    .optional(),
});
export type HouseholdRsvps = z.infer<typeof householdRsvpsSchema>;

/**
 * POST /api/rsvp/household: "Yes for all of us" / "No for all of us": one answer (and note) for
 * the member and everyone of their household invited to the event whom they may answer for.
 */
export const householdAnswerSchema = z.object({
  eventID: z.uuid('eventID must be an event id'),
  status: z.enum(RSVP_STATUSES, "Status must be 'yes' or 'no'"),
  note: rsvpNoteSchema.optional(),
});
export type HouseholdAnswer = z.input<typeof householdAnswerSchema>;
export const householdAnswerResultSchema = z.object({ answers: z.array(rsvpResultSchema) });
export type HouseholdAnswerResult = z.infer<typeof householdAnswerResultSchema>;

const answerListPerson = z.object({
  contactId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  affiliation: z.string().nullable(),
  /** Their household's name, if any (families answered for together). */
  household: z.string().nullable(),
});

/**
 * GET /api/rsvp/event/{id}/list (admins): each person's answer, counts per affiliation, and the
 * invited (those the event's audience lets see it) who have not answered.
 */
export const eventAnswerListSchema = z.object({
  answers: z.array(
    answerListPerson.extend({
      status: z.enum(['yes', 'no']),
      /** The family's note with the answer, if any. */
      note: z.string().nullable().optional(),
    }),
  ),
  /** Per affiliation (null: none), in name order, none last. */
  counts: z.array(
    z.object({ affiliation: z.string().nullable(), yes: z.number(), no: z.number() }),
  ),
  /** With their household's id (null: none) and own phone, for calling or texting them. */
  notAnswered: z.array(
    answerListPerson.extend({ householdId: z.number().nullable(), phone: z.string().nullable() }),
  ),
  /**
   * The households of those who have not answered, with every number in them (a parent's phone
   * for a child who has none), so the admin calls or texts a family once.
   */
  notAnsweredHouseholds: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      numbers: z.array(z.object({ contactId: z.string(), name: z.string(), phone: z.string() })),
    }),
  ),
});
export type EventAnswerList = z.infer<typeof eventAnswerListSchema>;
