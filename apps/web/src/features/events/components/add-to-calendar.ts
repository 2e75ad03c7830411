import { createEvent } from 'ics';
import { eventExportEnd, type EventDetail } from '@dugout/shared';
import { saveBlob } from '../../../lib/api-client';

/** An .ics of the event lasting 1 hour from its start, saved as a file. */
export function buildEventIcs(event: EventDetail, name: string, description: string): string {
  if (!event.date) throw new Error('The event has no date');
  const start = new Date(event.date);
  const { error, value } = createEvent({
    uid: `${event.id}@dugout`,
    title: name,
    description: description || undefined,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: eventExportEnd(start).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    url: `${window.location.origin}/events/${event.id}`,
    // Where, as the server's files say it (name, address; GEO with coordinates).
    ...(event.venue
      ? {
          location: [event.venue.name, event.venue.address]
            .map((part) => part.replace(/\s+/g, ' ').trim())
            .filter(Boolean)
            .join(', '),
        }
      : {}),
    ...(event.venue && event.venue.latitude !== null && event.venue.longitude !== null
      ? { geo: { lat: event.venue.latitude, lon: event.venue.longitude } }
      : {}),
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}

export function downloadEventIcs(event: EventDetail, name: string, description: string): void {
  const ics = buildEventIcs(event, name, description);
  const safe = name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'event';
  saveBlob(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), `${safe}.ics`);
}
