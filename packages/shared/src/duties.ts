import { z } from 'zod';

/*
 * Game-day duties (issue 28): what an event needs volunteers for (snacks, scorekeeper, field
 * prep), how many people, and who took each slot. Who may see and sign up follows the event's
 * own visibility (audience and teams); admins and the managers of the event's teams define them.
 */

export const DUTY_NAME_MAX_LENGTH = 80;
export const DUTY_NOTE_MAX_LENGTH = 500;
export const DUTY_SLOTS_MAX = 50;
/** Duties on one event: a game needs a handful, never a hundred. */
export const DUTIES_PER_EVENT_MAX = 30;

const isoTime = z.iso.datetime({ offset: true });

/** What an admin or team manager writes: POST /api/event/{id}/duties, PUT /api/duties/{id}. */
export const dutyInputSchema = z.object({
  nameEn: z.string().trim().min(1).max(DUTY_NAME_MAX_LENGTH).meta({ description: 'e.g. "Snacks"' }),
  nameEs: z
    .string()
    .trim()
    .min(1)
    .max(DUTY_NAME_MAX_LENGTH)
    .meta({ description: 'e.g. "Merienda"' }),
  slots: z.number().int().min(1).max(DUTY_SLOTS_MAX).meta({ description: 'How many people' }),
  note: z.string().trim().max(DUTY_NOTE_MAX_LENGTH).default(''),
  at: isoTime.nullable().default(null).meta({ description: 'When the duty starts (optional)' }),
  signupClosesAt: isoTime
    .nullable()
    .default(null)
    .meta({ description: 'After this, families may no longer withdraw (optional)' }),
});
export type DutyInput = z.input<typeof dutyInputSchema>;

/** Someone who took a slot, named as the directory would show them to the reader. */
export const dutyVolunteerSchema = z.object({
  /** The sign-up's id (withdraw or remove it by this). */
  signupId: z.number().int(),
  /** null: someone the reader may not see ("A volunteer"). */
  contactId: z.string().nullable(),
  name: z.string(),
  /** The reader or someone of their household: they may withdraw it (until the cut-off). */
  ours: z.boolean(),
});
export type DutyVolunteer = z.infer<typeof dutyVolunteerSchema>;

export const dutySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
  slots: z.number().int(),
  note: z.string(),
  at: z.string().nullable(),
  signupClosesAt: z.string().nullable(),
  volunteers: z.array(dutyVolunteerSchema),
});
export type Duty = z.infer<typeof dutySchema>;

/** GET /api/event/{id}/duties: the duties, and what the reader may do with them. */
export const eventDutiesSchema = z.object({
  duties: z.array(dutySchema),
  /** The reader may add, edit and delete duties, and assign or remove anyone. */
  canManage: z.boolean(),
  /** Whom the reader may sign up: themself first, then their household. */
  forWhom: z.array(z.object({ contactId: z.string(), name: z.string() })),
  /**
   * A manager's (canManage) "Assign" choice: the adults the event is for, answered first; empty
   * for everyone else. Children are never volunteers, so never offered.
   */
  assignable: z.array(z.object({ contactId: z.string(), name: z.string() })),
});
export type EventDuties = z.infer<typeof eventDutiesSchema>;

/** POST /api/duties/{id}/signups: whom to sign up (a manager may name anyone who sees the event). */
export const dutySignupInputSchema = z.object({ contactId: z.uuid() });

/** GET /api/duties/mine: what the member and their household signed up for, soonest first. */
export const myDutiesSchema = z.array(
  z.object({
    signupId: z.number().int(),
    dutyId: z.number().int(),
    nameEn: z.string(),
    nameEs: z.string(),
    at: z.string().nullable(),
    contactId: z.string(),
    name: z.string(),
    /** When the volunteer's reminder was queued (a day before the duty); null: not yet. */
    remindedAt: z.string().nullable(),
    event: z.object({
      id: z.string(),
      name: z.string(),
      date: z.string(),
      venue: z.string().nullable(),
    }),
  }),
);
export type MyDuties = z.infer<typeof myDutiesSchema>;

/** A duty's name in the reader's language. */
export const dutyName = (duty: { nameEn: string; nameEs: string }, language: string): string =>
  language === 'es' ? duty.nameEs : duty.nameEn;
