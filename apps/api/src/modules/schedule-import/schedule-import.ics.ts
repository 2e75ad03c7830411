import ical, { type VEvent } from 'node-ical';
import {
  AWAY_LOCATION_ID,
  EVENT_DESCRIPTION_MAX,
  EVENT_NAME_MAX,
  OPPONENT_MAX,
  SCHEDULE_IMPORT_MAX_ROWS,
  SERIES_MAX_OCCURRENCES,
  wallTimeOf,
} from '@dugout/shared';
import { refuseFile, t } from './schedule-import.decode';
import {
  foldName,
  type ImportItem,
  type ImportLookups,
  type Reason,
  type RefusedItem,
} from './schedule-import.types';

/*
 * A league's calendar, read with node-ical (the library the calendar feed's tests read ours
 * with): it applies TZID, RRULE, EXDATE and RECURRENCE-ID overrides, so each instance arrives as
 * an instant. A weekly series is kept as one, week by week, each keyed by its UID and day.
 */

/** How far a weekly rule is followed (a season is months; a rule with no end is refused). */
const HORIZON_MS = 3 * 366 * 86_400_000;

const textOf = (value: unknown): string =>
  (typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'val' in value
      ? String((value as { val: unknown }).val)
      : ''
  ).trim();

/** "Riverhawks vs. Tigers" is a home game against the Tigers; "… at Tigers" / "… @ Tigers" away. */
function matchupOf(summary: string): { opponent: string; locationId: number } | null {
  const home = /\s(?:vs\.?|v\.?|contra)\s+(.+)$/i.exec(summary);
  if (home) return { opponent: home[1]!.trim(), locationId: 1 };
  const away = /\s(?:at|@|en casa de)\s+(.+)$/i.exec(summary);
  if (away) return { opponent: away[1]!.trim(), locationId: AWAY_LOCATION_ID };
  return null;
}

/** A long UID (some calendars write 200+ characters) is kept whole: the column holds 600. */
const keyOf = (uid: string) => `ics:${uid.slice(0, 500)}`;

function readEvent(event: VEvent, line: number, lookups: ImportLookups): ImportItem | RefusedItem {
  const name = textOf(event.summary).slice(0, EVENT_NAME_MAX);
  const refused = (reason: Reason): RefusedItem => ({ line, name, reasons: [reason] });
  if (!event.start || Number.isNaN(event.start.getTime()))
    return refused((l) => t(l)('row.icsNoStart'));
  if (event.datetype === 'date' || event.start.dateOnly)
    return refused((l) => t(l)('row.icsAllDay'));
  const rule = event.rrule?.options as { freq?: unknown; until?: unknown; count?: unknown };
  if (event.rrule && (String(rule.freq) !== 'WEEKLY' || (!rule.until && !rule.count)))
    return refused((l) => t(l)('row.icsRepeat'));

  const instances = ical.expandRecurringEvent(event, {
    from: new Date(event.start.getTime() - 86_400_000),
    to: new Date(event.start.getTime() + HORIZON_MS),
  });
  if (instances.length > SERIES_MAX_OCCURRENCES)
    return refused((l) => t(l)('row.tooManyWeeks', { max: SERIES_MAX_OCCURRENCES }));
  // A calendar event with no UID (rare; RFC 5545 requires one) is matched by its title and start.
  const base = keyOf(event.uid || `${name}|${event.start.toISOString()}`);
  const day = (d: Date) => wallTimeOf(d, lookups.timeZone).slice(0, 10);
  const occurrences = instances.map((i) => {
    const end = i.end && i.end.getTime() > i.start.getTime() ? new Date(i.end) : null;
    if (!event.rrule) return { key: base, start: new Date(i.start), end };
    // An override (RECURRENCE-ID) is the week it replaces, wherever it moved.
    const original = i.isOverride && i.event.recurrenceid ? i.event.recurrenceid : i.start;
    return { key: `${base}@${day(original)}`, start: new Date(i.start), end };
  });
  if (!occurrences.length) return refused((l) => t(l)('row.icsRepeat'));

  const matchup = matchupOf(name);
  const location = textOf(event.location);
  const venue =
    lookups.venues.get(foldName(location)) ??
    lookups.venues.get(foldName(location.split(',')[0] ?? '')) ??
    null;
  // A place no venue is named for stays readable in the description.
  const description = [textOf(event.description), venue ? '' : location]
    .filter(Boolean)
    .join('\n')
    .slice(0, EVENT_DESCRIPTION_MAX);
  return {
    line,
    name: name || (event.uid ?? '').slice(0, EVENT_NAME_MAX),
    description,
    eventType: matchup ? 'game' : null,
    opponent: matchup ? matchup.opponent.slice(0, OPPONENT_MAX) : null,
    locationId: matchup?.locationId ?? null,
    venue,
    teams: undefined,
    repeats: !!event.rrule,
    occurrences,
  };
}

/** The calendar's events (VEVENTs, in file order), read; a file that is no calendar is a 400. */
export function readIcsItems(text: string, lookups: ImportLookups) {
  let events: VEvent[];
  try {
    const parsed = ical.sync.parseICS(text);
    events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  } catch {
    throw refuseFile((l) => t(l)('file.notIcs'));
  }
  if (events.length === 0) throw refuseFile((l) => t(l)('file.noIcsEvents'));
  if (events.length > SCHEDULE_IMPORT_MAX_ROWS) {
    const count = events.length;
    throw refuseFile((l) => t(l)('file.tooManyRows', { count, max: SCHEDULE_IMPORT_MAX_ROWS }));
  }
  const items: ImportItem[] = [];
  const refused: RefusedItem[] = [];
  events.forEach((event, index) => {
    let read: ImportItem | RefusedItem;
    try {
      read = readEvent(event, index + 1, lookups);
    } catch {
      // A rule or date the library cannot follow: that event is refused, not the whole file.
      const name = textOf(event.summary).slice(0, EVENT_NAME_MAX);
      read = { line: index + 1, name, reasons: [(l) => t(l)('row.icsUnreadable')] };
    }
    if ('reasons' in read) refused.push(read);
    else items.push(read);
  });
  return { items, refused };
}
