import { createEvent, createEvents, type EventAttributes } from 'ics';
import { eventLocationKind, icsEventFields, type IcsVenue } from '@dugout/shared';
import { eventsCatalog } from './events.locales';

/** The events service words an event's place as its calendar files do. */
export { icsLocation } from '@dugout/shared';

export interface IcsEventSource {
  id: string;
  name: string;
  description: string;
  date: Date | string | null;
  /** Its end, if it has one (DTEND; without one, an hour from the start). */
  ends_at?: Date | string | null;
  location_id: number | null;
  sequence: number;
  updated_at?: Date | string;
  /** The venue in the reader's language: LOCATION (name, address), and GEO with coordinates. */
  venue?: IcsVenue | null;
  /** A deleted event: STATUS:CANCELLED, so calendars drop it (its `sequence` already raised). */
  cancelled?: boolean;
}

/**
 * Home and away games as CATEGORIES, so calendar apps can colour or filter them; in the reader's
 * language, as a calendar app shows them.
 */
export function categoriesOf(locationId: number | null, language = 'en'): string[] {
  const t = eventsCatalog.in(language);
  const kind = eventLocationKind(locationId);
  if (kind === 'away') return [t('ics.awayGame')];
  if (kind === 'home') return [t('ics.homeGame')];
  return [t('ics.event')];
}

/**
 * One event as iCalendar attributes: a stable UID so phones update rather than duplicate it,
 * SEQUENCE from the row (bumped on every change), until its end (1 hour from the start without one). The name,
 * description and venue come in the reader's language; `language` words the categories.
 */
export function icsAttributes(
  e: IcsEventSource,
  url?: string,
  language = 'en',
): EventAttributes | null {
  if (!e.date) return null;
  const start = new Date(e.date);
  if (Number.isNaN(start.getTime())) return null;
  return {
    ...icsEventFields({
      id: e.id,
      start,
      name: e.name,
      description: e.description,
      venue: e.venue,
      end: e.ends_at ? new Date(e.ends_at) : null,
    }),
    sequence: e.sequence,
    categories: categoriesOf(e.location_id, language),
    ...(e.updated_at ? { lastModified: new Date(e.updated_at).getTime() } : {}),
    ...(url ? { url } : {}),
    ...(e.cancelled ? { status: 'CANCELLED' as const } : {}),
    productId: 'dugout/events',
  };
}

/** RFC 5545 §3.1: content lines are at most 75 octets, excluding the line break. */
export const ICS_MAX_LINE_OCTETS = 75;

/**
 * Folds every content line at 75 octets (not characters: the ics package counts characters, so
 * a line of accented letters or emoji ran to 86 octets and more). A fold never splits a UTF-8
 * sequence: whole code points move to the next line, which starts with one space (RFC 5545
 * §3.1). The package's own folds are undone first, so the text unfolds back exactly.
 */
export function foldIcsLines(ics: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .map((line) => {
      if (Buffer.byteLength(line, 'utf8') <= ICS_MAX_LINE_OCTETS) return line;
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const ch of line) {
        const size = Buffer.byteLength(ch, 'utf8');
        if (octets + size > ICS_MAX_LINE_OCTETS) {
          parts.push(current);
          current = ' ';
          octets = 1;
        }
        current += ch;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n');
    })
    .join('\r\n');
}

/** The .ics file of one event (email attachment), or null for an event without a date. */
export function eventIcsFile(e: IcsEventSource, url?: string, language = 'en'): string | null {
  const attrs = icsAttributes(e, url, language);
  if (!attrs) return null;
  const { error, value } = createEvent({ ...attrs, method: 'PUBLISH' });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return foldIcsLines(value);
}

/** A name as a quoted parameter (CN) holds it: no quote, line break or control character. */
function icsParam(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f"]/g, ' ').trim();
}

/** Who a cancellation is from and to: iTIP's CANCEL names its organizer and attendee. */
export interface IcsPerson {
  name: string;
  email: string;
}

/**
 * The .ics that takes a cancelled event out of a calendar (email attachment): METHOD:CANCEL with
 * the invitation's UID, STATUS:CANCELLED and the raised SEQUENCE (`e.sequence`); null for an
 * event without a date (its invitation carried no calendar file).
 */
export function eventCancellationIcsFile(
  e: IcsEventSource,
  people: { organizer: IcsPerson; attendee: IcsPerson },
  language = 'en',
): string | null {
  const attrs = icsAttributes({ ...e, cancelled: true }, undefined, language);
  if (!attrs) return null;
  const { error, value } = createEvent({
    ...attrs,
    method: 'CANCEL',
    organizer: { name: icsParam(people.organizer.name), email: people.organizer.email },
    attendees: [{ name: icsParam(people.attendee.name), email: people.attendee.email }],
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return foldIcsLines(value);
}

/** A whole calendar (the member's feed). */
export function calendarFeed(
  events: { source: IcsEventSource; url?: string }[],
  calName: string,
  language = 'en',
): string {
  const attrs = events
    .map((e) => icsAttributes(e.source, e.url, language))
    .filter((a): a is EventAttributes => a !== null);
  if (attrs.length === 0) {
    // ics refuses an empty list; an empty calendar is still a valid feed.
    return foldIcsLines(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        'PRODID:dugout/events',
        'METHOD:PUBLISH',
        `X-WR-CALNAME:${calName.replace(/[\r\n;,]/g, ' ')}`,
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  }
  const { error, value } = createEvents(attrs, {
    calName,
    productId: 'dugout/events',
    method: 'PUBLISH',
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar feed');
  return foldIcsLines(value);
}
