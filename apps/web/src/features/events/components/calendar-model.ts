import {
  eventLocationKind,
  isListedInDayCell,
  type EventLocationKind,
  type EventSummary,
} from '@dugout/shared';
import { zonedDayKey } from '../../../lib/team-time';

/** A local calendar day as yyyy-mm-dd (the member's time zone). */
export function dayKey(d: Date): string {
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${m}-${day}`;
}

export function startOfMonth(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), 1);
}

export function addMonths(d: Date, n: number): Date {
  return new Date(d.getFullYear(), d.getMonth() + n, 1);
}

/**
 * What to fetch for a month: its local days and one more day either side, since the team's zone
 * (which files an event under its day) may be hours from the browser's.
 */
export function monthRange(month: Date): { from: string; to: string } {
  const first = startOfMonth(month);
  return {
    from: new Date(first.getFullYear(), first.getMonth(), 0).toISOString(),
    to: new Date(first.getFullYear(), first.getMonth() + 1, 2).toISOString(),
  };
}

export interface CalendarDay {
  date: Date;
  key: string;
  inMonth: boolean;
  isToday: boolean;
  events: EventSummary[];
  /** The cell colour comes from the day's first event with a location. */
  kind: EventLocationKind;
  /** The day's first event background image. */
  imageURL: string | null;
}

/**
 * The weeks shown for a month: Sunday first, whole weeks, days outside the month included. An
 * event is on its day in `timeZone` (the team's; the browser's when none), as is today.
 */
export function monthWeeks(
  month: Date,
  events: readonly EventSummary[],
  today = new Date(),
  timeZone?: string,
): CalendarDay[][] {
  const first = startOfMonth(month);
  const start = new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay());
  const byDay = new Map<string, EventSummary[]>();
  for (const e of events) {
    if (!e.date) continue;
    const key = zonedDayKey(new Date(e.date), timeZone);
    byDay.set(key, [...(byDay.get(key) ?? []), e]);
  }
  const todayKey = zonedDayKey(today, timeZone);
  const weeks: CalendarDay[][] = [];
  const cursor = new Date(start);
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      const key = dayKey(cursor);
      const inMonth = cursor.getMonth() === first.getMonth();
      const dayEvents = inMonth
        ? (byDay.get(key) ?? []).sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''))
        : [];
      const located = dayEvents.find((e) => e.eventLocationID !== null);
      week.push({
        date: new Date(cursor),
        key,
        inMonth,
        isToday: key === todayKey,
        events: dayEvents,
        kind: eventLocationKind(located?.eventLocationID ?? null),
        imageURL: dayEvents.find((e) => e.imageURL)?.imageURL ?? null,
      });
      cursor.setDate(cursor.getDate() + 1);
    }
    weeks.push(week);
  } while (cursor.getMonth() === first.getMonth());
  return weeks;
}

export { isListedInDayCell };
