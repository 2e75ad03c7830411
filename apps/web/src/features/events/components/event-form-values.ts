import {
  DEFAULT_REMINDER_SETTINGS,
  instantOfWallTime,
  validReminderHours,
  wallTimeOf,
  type EventDetail,
  type EventPayload,
  type EventTranslation,
  type ReminderSettings,
  type SeriesRuleInput,
} from '@dugout/shared';
import type { ReminderValues } from './event-reminder-fields';

/** What the event form edits: text as typed, ids and numbers as their select or input value. */
export interface EventFormValues {
  name: string;
  description: string;
  nameEs: string;
  descriptionEs: string;
  /** datetime-local value, in the team's time zone (the browser's when the server names none). */
  date: string;
  /** When it ends (datetime-local, team zone), '' for none. */
  endDate: string;
  location: string;
  imageURL: string;
  linkedContentId: string;
  tags: string[];
  allowedAffiliations: number[];
  /** The venue's id and the arrival minutes, '' for none. */
  venueId: string;
  arrivalMinutes: string;
  /** game, practice, tournament, meeting; '' for none. A game's opponent, '' for none. */
  eventType: string;
  opponent: string;
  /** "Repeats weekly" (create only): the last day (YYYY-MM-DD), weekdays (0 Sunday), skipped days. */
  repeats: boolean;
  repeatUntil: string;
  repeatWeekdays: number[];
  repeatExceptions: string[];
  /** The teams it is for ([]: the whole club); sent only where the form shows them. */
  teams: number[];
}

export const emptyEventValues: EventFormValues = {
  name: '',
  description: '',
  nameEs: '',
  descriptionEs: '',
  date: '',
  endDate: '',
  location: '',
  imageURL: '',
  linkedContentId: '',
  tags: [],
  allowedAffiliations: [],
  venueId: '',
  arrivalMinutes: '',
  eventType: '',
  opponent: '',
  repeats: false,
  repeatUntil: '',
  repeatWeekdays: [],
  repeatExceptions: [],
  teams: [],
};

/** The form's values for a loaded event (its date as wall time in `timeZone`). */
export function eventFormValues(
  event: EventDetail | null | undefined,
  timeZone?: string,
): EventFormValues {
  if (!event) return emptyEventValues;
  const es = (field: 'Name' | 'Description') =>
    event.translations.find((t) => t.language === 'es' && t.fieldName === field)?.contents ?? '';
  return {
    name: event.name,
    description: event.description,
    nameEs: es('Name'),
    descriptionEs: es('Description'),
    date: event.date ? wallTimeOf(new Date(event.date), timeZone) : '',
    endDate: event.endDate ? wallTimeOf(new Date(event.endDate), timeZone) : '',
    location: event.eventLocationID === null ? '' : String(event.eventLocationID),
    imageURL: event.imageURL ?? '',
    linkedContentId: event.linkedContentId ?? '',
    tags: event.tags,
    allowedAffiliations: event.allowedAffiliations.map((a) => a.id),
    venueId: event.venue ? String(event.venue.id) : '',
    arrivalMinutes:
      event.arrivalMinutesBefore === null || event.arrivalMinutesBefore === undefined
        ? ''
        : String(event.arrivalMinutesBefore),
    eventType: event.eventType ?? '',
    opponent: event.opponent ?? '',
    repeats: false,
    repeatUntil: '',
    repeatWeekdays: [],
    repeatExceptions: [],
    teams: event.teams ?? [],
  };
}

export const reminderValuesOf = (s: ReminderSettings): ReminderValues => ({
  unansweredHours: String(s.unansweredHours),
  unansweredOn: s.unansweredOn,
  goingHours: String(s.goingHours),
  goingOn: s.goingOn,
});

/** What the server stores; hours of a reminder turned off fall back to the default if unusable. */
export const reminderSettingsOf = (v: ReminderValues): ReminderSettings => {
  const hours = (text: string, fallback: number) =>
    validReminderHours(Number(text)) ? Number(text) : fallback;
  return {
    unansweredHours: hours(v.unansweredHours, DEFAULT_REMINDER_SETTINGS.unansweredHours),
    unansweredOn: v.unansweredOn,
    goingHours: hours(v.goingHours, DEFAULT_REMINDER_SETTINGS.goingHours),
    goingOn: v.goingOn,
  };
};

/** A datetime-local value in the team's zone as an ISO instant; null for none. */
export const instantOf = (wallTime: string, timeZone: string | undefined): string | null =>
  wallTime ? (instantOfWallTime(wallTime, timeZone)?.toISOString() ?? null) : null;

/** What the form saves: its values, and whom the notice goes to. */
export function eventPayloadOf(
  values: EventFormValues,
  {
    timeZone,
    emailList,
    notify,
    affiliations,
    withTeams = false,
  }: {
    timeZone: string | undefined;
    emailList: string[];
    notify: boolean;
    affiliations: readonly { id: number; name: string }[] | undefined;
    /** The form shows teams (a club of two or more): their choice is sent; else none is. */
    withTeams?: boolean;
  },
): EventPayload {
  const translations: EventTranslation[] = [];
  if (values.nameEs.trim())
    translations.push({ language: 'es', fieldName: 'Name', contents: values.nameEs.trim() });
  if (values.descriptionEs.trim())
    translations.push({ language: 'es', fieldName: 'Description', contents: values.descriptionEs });
  return {
    name: values.name.trim(),
    description: values.description,
    date: instantOf(values.date, timeZone),
    endDate: instantOf(values.endDate, timeZone),
    tags: values.tags,
    emailList,
    notify,
    allowedAffiliations: values.allowedAffiliations.map((id) => ({
      id,
      name: affiliations?.find((a) => a.id === id)?.name ?? '',
    })),
    linkedContentId: values.linkedContentId || null,
    eventLocationID: values.location === '' ? null : Number(values.location),
    imageURL: values.imageURL || null,
    translations,
    venueId: values.venueId === '' ? null : Number(values.venueId),
    arrivalMinutesBefore: values.arrivalMinutes === '' ? null : Number(values.arrivalMinutes),
    eventType: (values.eventType || null) as EventPayload['eventType'],
    // Only a game has an opponent (the server refuses one on anything else).
    opponent: values.eventType === 'game' ? values.opponent.trim() || null : null,
    ...(values.repeats ? { repeat: repeatRuleOf(values) } : {}),
    ...(withTeams ? { teams: values.teams } : {}),
  };
}

/** The form's "Repeats weekly" as the payload's rule. */
export const repeatRuleOf = (values: EventFormValues): SeriesRuleInput => ({
  until: values.repeatUntil,
  weekdays: values.repeatWeekdays,
  exceptions: values.repeatExceptions,
});
