import { AWAY_LOCATION_ID, CALENDAR_EXPORT_MINUTES, UNLISTED_LOCATION_IDS } from './constants';
import type { EventTranslation } from './events';

/** Event location rules, the 1-hour calendar export, RSVP order: no zod here (see events.ts). */

export type EventLocationKind = 'home' | 'away' | null;

/** Location 3 is an away game; any other non-null location is a home game. */
export function eventLocationKind(locationId: number | null | undefined): EventLocationKind {
  if (locationId === null || locationId === undefined) return null;
  return locationId === AWAY_LOCATION_ID ? 'away' : 'home';
}

/** Events at locations 1 and 3 are not listed as links in a calendar day cell. */
export function isListedInDayCell(locationId: number | null | undefined): boolean {
  return !(UNLISTED_LOCATION_IDS as readonly number[]).includes(locationId ?? -1);
}

/** The end of an event's calendar export: 1 hour after its start. */
export function eventExportEnd(start: Date): Date {
  return new Date(start.getTime() + CALENDAR_EXPORT_MINUTES * 60_000);
}

/**
 * An event's optional end must come after its start (and needs a start). Both ISO strings or
 * dates; no end always holds.
 */
export function eventEndValid(
  start: Date | string | null | undefined,
  end: Date | string | null | undefined,
): boolean {
  if (end === null || end === undefined) return true;
  if (start === null || start === undefined) return false;
  return new Date(end).getTime() > new Date(start).getTime();
}

/** RSVPs: yes first, then no, then anything else. */
export function sortRsvps<T extends { status: string }>(list: readonly T[]): T[] {
  const rank = (s: string) => (s === 'yes' ? 0 : s === 'no' ? 1 : 2);
  return [...list].sort((a, b) => rank(a.status) - rank(b.status));
}

/**
 * The translated value of a field, or the original when there is none: the one definition every
 * view naming an event uses (its page, the calendar's cells and day list, emails).
 */
export function translatedField(
  event: { name: string; description?: string; translations?: readonly EventTranslation[] },
  field: 'Name' | 'Description',
  language: string,
): string {
  const original = (field === 'Name' ? event.name : event.description) ?? '';
  if (language === 'en') return original;
  const t = (event.translations ?? []).find(
    (x) => x.language === language && x.fieldName === field && x.contents.trim() !== '',
  );
  return t ? t.contents : original;
}
