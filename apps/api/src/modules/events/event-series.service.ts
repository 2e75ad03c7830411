import {
  seriesOccurrences,
  shiftOccurrence,
  type EventSave,
  type SeriesScope,
} from '@dugout/shared';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { eventsCatalog } from './events.locales';
import { lockSeriesFrom } from './event-series.queries';

/** An event's type and opponent as they will be stored (`kept`: the event's, on an update). */
export function checkKind(
  input: EventSave,
  kept: { event_type: string | null; opponent: string | null } | null = null,
): { event_type: string | null; opponent: string | null } {
  const type = input.eventType !== undefined ? input.eventType : (kept?.event_type ?? null);
  // A game turned practice loses its opponent unless one is sent (and then it is refused).
  const opponent =
    input.opponent !== undefined
      ? input.opponent
      : type === 'game'
        ? (kept?.opponent ?? null)
        : null;
  if (opponent !== null && type !== 'game')
    throw badRequest(
      (language) => eventsCatalog.in(language)('refusal.opponentNotGame'),
      'opponent',
    );
  return { event_type: type, opponent };
}

/**
 * The starts of the weekly series a new event asks for (`repeat`), or null for a single event;
 * a rule that cannot hold (no start, end not after it, too many, none left) is refused.
 */
export function seriesStarts(input: EventSave, timeZone: string): Date[] | null {
  if (!input.repeat) return null;
  const result = seriesOccurrences(input.date, input.repeat, timeZone);
  if ('problem' in result) {
    const problem = result.problem;
    throw badRequest((language) => eventsCatalog.in(language)(`refusal.${problem}`), 'repeat');
  }
  return result.starts;
}

/** A series is made on create only: an update that sends one is refused, not ignored. */
export function refuseRepeatOnUpdate(input: EventSave): void {
  if (input.repeat)
    throw badRequest((language) => eventsCatalog.in(language)('refusal.repeatOnCreate'), 'repeat');
}

/** The same span after a start as the edited event's end is after its start; null for none. */
export function endAfter(
  start: Date | string | null,
  edited: { start: Date | string | null; end: Date | string | null },
): Date | null {
  if (!start || !edited.end || !edited.start) return null;
  return new Date(
    new Date(start).getTime() + new Date(edited.end).getTime() - new Date(edited.start).getTime(),
  );
}

/**
 * The later events "this and following" reaches (after the edited one, in its series), each with
 * its start and end moved as the edited event's were: by the same calendar days, to the same
 * wall-clock time in the team's zone, with the same length. None for "this event only".
 */
export async function followingOccurrences(
  trx: Db,
  scope: SeriesScope,
  edited: { id: string; series_id: string | null; date: Date | null },
  input: EventSave,
  endsAt: Date | string | null,
  timeZone: string,
): Promise<{ id: string; date: Date | null; ends_at: Date | null }[]> {
  if (scope !== 'following' || !edited.series_id || !edited.date) return [];
  const rows = await lockSeriesFrom(trx, edited.series_id, edited.date);
  return rows
    .filter((r) => r.id !== edited.id)
    .map((r) => {
      const date =
        input.date && r.date
          ? shiftOccurrence(r.date, { before: edited.date!, after: input.date }, timeZone)
          : r.date;
      return { id: r.id, date, ends_at: endAfter(date, { start: input.date, end: endsAt }) };
    });
}
