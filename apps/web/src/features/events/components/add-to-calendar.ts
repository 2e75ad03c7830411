import { createEvent } from 'ics';
import { icsEventFields, type EventDetail } from '@dugout/shared';
import { saveBlob } from '../../../lib/api-client';

/** An .ics of the event lasting 1 hour from its start, saved as a file. */
export function buildEventIcs(event: EventDetail, name: string, description: string): string {
  if (!event.date) throw new Error('The event has no date');
  // The server's calendar files hold the same fields (name, address and GEO for the venue).
  const { error, value } = createEvent({
    ...icsEventFields({
      id: event.id,
      start: new Date(event.date),
      name,
      description,
      venue: event.venue,
    }),
    url: `${window.location.origin}/events/${event.id}`,
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}

export function downloadEventIcs(event: EventDetail, name: string, description: string): void {
  const ics = buildEventIcs(event, name, description);
  const safe = name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'event';
  saveBlob(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), `${safe}.ics`);
}
