import { z } from 'zod';
import {
  DUTIES_PER_EVENT_MAX,
  DUTY_NAME_MAX_LENGTH,
  DUTY_NOTE_MAX_LENGTH,
  DUTY_SLOTS_MAX,
} from './duties';

/*
 * Season duty templates (issue 28, duties step 2): a named list of duties, the club's or a team's,
 * applied at once to every coming home game of the current season (the team's games for a team's
 * template). Times are relative to the game's start, so one template fits every game.
 */

export const DUTY_TEMPLATE_NAME_MAX_LENGTH = 80;
/** The furthest a duty may start before the game: a week. */
export const DUTY_MINUTES_BEFORE_MAX = 7 * 24 * 60;
/** The furthest a withdrawal cut-off may be before the game: a month. */
export const DUTY_CLOSES_MINUTES_BEFORE_MAX = 30 * 24 * 60;

/** The choices the form offers (minutes before the start); any whole number in range is taken. */
export const DUTY_TIME_CHOICES = [0, 15, 30, 45, 60, 90, 120] as const;
export const DUTY_CUTOFF_CHOICES = [120, 720, 1440, 2880, 10080] as const;

export const dutyTemplateItemInputSchema = z.object({
  nameEn: z.string().trim().min(1).max(DUTY_NAME_MAX_LENGTH).meta({ description: 'e.g. "Snacks"' }),
  nameEs: z
    .string()
    .trim()
    .min(1)
    .max(DUTY_NAME_MAX_LENGTH)
    .meta({ description: 'e.g. "Merienda"' }),
  slots: z.number().int().min(1).max(DUTY_SLOTS_MAX),
  note: z.string().trim().max(DUTY_NOTE_MAX_LENGTH).default(''),
  minutesBefore: z
    .number()
    .int()
    .min(0)
    .max(DUTY_MINUTES_BEFORE_MAX)
    .nullable()
    .default(null)
    .meta({ description: 'The duty starts this many minutes before the game (null: no time)' }),
  closesMinutesBefore: z
    .number()
    .int()
    .min(0)
    .max(DUTY_CLOSES_MINUTES_BEFORE_MAX)
    .nullable()
    .default(null)
    .meta({ description: 'Families may withdraw until this many minutes before (null: always)' }),
});
export type DutyTemplateItemInput = z.input<typeof dutyTemplateItemInputSchema>;

/** POST /api/duty-templates, PUT /api/duty-templates/{id}. */
export const dutyTemplateInputSchema = z.object({
  name: z.string().trim().min(1).max(DUTY_TEMPLATE_NAME_MAX_LENGTH),
  /** Its Spanish name ('' for none: the English one shows). */
  nameEs: z.string().trim().max(DUTY_TEMPLATE_NAME_MAX_LENGTH).default(''),
  /** null: the club's (admins only); else a team the author manages. Kept on an update. */
  teamId: z.number().int().positive().nullable().default(null),
  items: z.array(dutyTemplateItemInputSchema).min(1).max(DUTIES_PER_EVENT_MAX),
});
export type DutyTemplateInput = z.input<typeof dutyTemplateInputSchema>;

export const dutyTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEs: z.string(),
  teamId: z.number().int().nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      nameEn: z.string(),
      nameEs: z.string(),
      slots: z.number().int(),
      note: z.string(),
      minutesBefore: z.number().int().nullable(),
      closesMinutesBefore: z.number().int().nullable(),
    }),
  ),
});
export type DutyTemplate = z.infer<typeof dutyTemplateSchema>;

/** GET /api/duty-templates: the current season's templates the reader may manage. */
export const dutyTemplateListSchema = z.object({ templates: z.array(dutyTemplateSchema) });
export type DutyTemplateList = z.infer<typeof dutyTemplateListSchema>;

/** GET /api/duty-templates/{id}/preview and POST …/apply: the games, and the duties added. */
export const dutyTemplateApplySchema = z.object({
  /** The coming home games of the season the template is for. */
  games: z.number().int(),
  /** Duties added (the preview: to be added); a duty a game already has from it is not again. */
  added: z.number().int(),
  /** Duties the games already had from this template (updated to the template's wording). */
  existing: z.number().int(),
});
export type DutyTemplateApply = z.infer<typeof dutyTemplateApplySchema>;

/** GET /api/duties/unfilled?team=: the coming duties with open slots the reader manages. */
export const unfilledQuerySchema = z.object({
  team: z.coerce.number().int().positive().optional(),
});
export const unfilledDutiesSchema = z.array(
  z.object({
    dutyId: z.number().int(),
    nameEn: z.string(),
    nameEs: z.string(),
    slots: z.number().int(),
    taken: z.number().int(),
    event: z.object({
      id: z.string(),
      name: z.string(),
      date: z.string(),
      teams: z.array(z.number().int()),
    }),
  }),
);
export type UnfilledDuties = z.infer<typeof unfilledDutiesSchema>;

/** POST /api/event/{id}/duties/ask: how many were sent the message. */
export const askFamiliesResultSchema = z.object({ recipients: z.number().int() });

/** GET /api/duties/csv?season=: which season (absent: the current one). */
export const dutiesCsvQuerySchema = z.object({
  season: z.coerce.number().int().positive().optional(),
});

/** A template's name in the reader's language (its English one when it has no Spanish one). */
export const templateName = (template: { name: string; nameEs: string }, language: string) =>
  (language === 'es' && template.nameEs) || template.name;

/** A template time as a date: `minutes` before the event's start (null: none). */
export function minutesBeforeStart(start: Date | string, minutes: number | null): Date | null {
  if (minutes === null) return null;
  return new Date(new Date(start).getTime() - minutes * 60_000);
}
