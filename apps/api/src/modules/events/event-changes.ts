import {
  arrivalTime,
  translatedField,
  wallTimeOf,
  type EventTranslation,
  type Language,
} from '@dugout/shared';
import { shortWhen } from '../../platform/i18n/short-when';
import { formatArrivalTime } from './events.emails';
import { eventsCatalog } from './events.locales';

/** What a change notice compares of an event, before and after an edit. */
export interface EventSnapshot {
  name: string;
  translations: readonly EventTranslation[];
  date: Date | string | null;
  venueId: number | null;
  arrivalMinutesBefore: number | null;
}

export interface ChangeWordingOptions {
  timeZone: string;
  /** A venue's name in the reader's language; null for one that is gone. */
  venueName: (id: number) => string | null;
}

const instant = (date: Date | string | null): Date | null => {
  if (date === null) return null;
  const d = new Date(date);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * What an edit changed that a family acts on, one line each, old → new, in the reader's language:
 * the title (as they read it: a Spanish reader is told of a change to the Spanish title), the
 * start (the time alone when the day stays, both in the team's zone), the place and the arrival
 * time. Empty when none of these changed (a description edit still sends the notice, as before).
 */
export function describeEventChanges(
  before: EventSnapshot,
  after: EventSnapshot,
  language: Language,
  options: ChangeWordingOptions,
): string[] {
  const t = eventsCatalog.in(language);
  const zone = options.timeZone;
  const lines: string[] = [];

  const title = (e: EventSnapshot) => translatedField(e, 'Name', language);
  if (title(before) !== title(after))
    lines.push(t('changes.title', { from: title(before), to: title(after) }));

  const [from, to] = [instant(before.date), instant(after.date)];
  if (from?.getTime() !== to?.getTime()) {
    const when = (d: Date) => shortWhen(d, language, zone);
    if (from && to) {
      // Same day on the team's wall clock: "Time moved from 10:00 AM to 11:00 AM".
      const sameDay = wallTimeOf(from, zone).slice(0, 10) === wallTimeOf(to, zone).slice(0, 10);
      lines.push(
        sameDay
          ? t('changes.time', {
              from: formatArrivalTime(from, language, zone),
              to: formatArrivalTime(to, language, zone),
            })
          : t('changes.date', { from: when(from), to: when(to) }),
      );
    } else if (to) lines.push(t('changes.dateSet', { to: when(to) }));
    else if (from) lines.push(t('changes.dateRemoved', { from: when(from) }));
  }

  if (before.venueId !== after.venueId) {
    const place = (id: number | null) => (id === null ? null : options.venueName(id));
    const [was, is] = [place(before.venueId), place(after.venueId)];
    if (was && is) lines.push(t('changes.place', { from: was, to: is }));
    else if (is) lines.push(t('changes.placeSet', { to: is }));
    else if (was) lines.push(t('changes.placeRemoved', { from: was }));
  }

  // The arrival follows the start; a line only when its offset changed, so a moved game is
  // not told twice.
  if (before.arrivalMinutesBefore !== after.arrivalMinutesBefore) {
    const [was, is] = [
      arrivalTime(from, before.arrivalMinutesBefore),
      arrivalTime(to, after.arrivalMinutesBefore),
    ];
    if (was && is) {
      const time = (d: Date) => formatArrivalTime(d, language, zone);
      if (time(was) !== time(is))
        lines.push(t('changes.arrival', { from: time(was), to: time(is) }));
    }
  }
  return lines;
}
