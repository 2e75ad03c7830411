import { eventExportEnd } from './event-rules';

/** Where an event is held, as a calendar shows it. */
export interface IcsVenue {
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

/** LOCATION's text: the venue's name and its address, one line ("Park, 1 Main St, Town"). */
export function icsLocation(venue: IcsVenue): string {
  return [venue.name, venue.address]
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * Text as an iCalendar TEXT value holds it: CRLF or a lone CR becomes a line break (which the
 * ics package escapes as `\n`) and other control characters but tab are dropped (RFC 5545
 * §3.3.11). A raw CR was written as is, and a parser that also ends lines at a bare CR read what
 * followed as a property of the member's event (an ATTENDEE, an alarm) or rejected the file.
 */
export function icsText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/**
 * The fields of one event's calendar entry, as the `ics` package takes them, the same in the
 * files the server sends and the one a member downloads: a stable UID so that calendars update
 * rather than duplicate the event, an hour from the start (or the event's end when the caller
 * gives it: the feed does, the member's "Add to My Calendar" export does not), and where it is held (LOCATION, and
 * GEO with coordinates). Name, description and venue come in the reader's language.
 */
export function icsEventFields(event: {
  id: string;
  start: Date;
  name: string;
  description: string;
  venue?: IcsVenue | null;
  /** The event's own end (the server's feed); absent or null: an hour from the start. */
  end?: Date | null;
}) {
  const { venue } = event;
  const location = venue ? icsLocation(venue) : '';
  return {
    uid: `${event.id}@dugout`,
    start: event.start.getTime(),
    startInputType: 'utc' as const,
    startOutputType: 'utc' as const,
    end: (event.end ?? eventExportEnd(event.start)).getTime(),
    endInputType: 'utc' as const,
    endOutputType: 'utc' as const,
    title: icsText(event.name),
    description: icsText(event.description) || undefined,
    ...(location ? { location: icsText(location) } : {}),
    ...(venue && venue.latitude !== null && venue.longitude !== null
      ? { geo: { lat: venue.latitude, lon: venue.longitude } }
      : {}),
  };
}
