import {
  AWAY_LOCATION_ID,
  EVENT_DESCRIPTION_MAX,
  EVENT_NAME_MAX,
  OPPONENT_MAX,
  SERIES_EXCEPTIONS_MAX,
  SERIES_MAX_OCCURRENCES,
  instantOfWallTime,
  seriesOccurrences,
  wallTimeOf,
  type EventType,
} from '@dugout/shared';
import type { CsvField, CsvFile, CsvRecord } from './schedule-import.csv';
import { rowText, t, type RowKey } from './schedule-import.decode';
import {
  foldName,
  type ImportItem,
  type ImportLookups,
  type Occurrence,
  type Reason,
  type RefusedItem,
} from './schedule-import.types';

/** The words a Type cell may hold, English and Spanish, folded. */
const TYPES: Record<string, EventType> = {
  game: 'game',
  partido: 'game',
  juego: 'game',
  practice: 'practice',
  entrenamiento: 'practice',
  practica: 'practice',
  tournament: 'tournament',
  torneo: 'tournament',
  meeting: 'meeting',
  reunion: 'meeting',
};

/** Home/Away, English and Spanish, as the spec's location codes (1 home, 3 away). */
const SIDES: Record<string, number> = {
  home: 1,
  h: 1,
  local: 1,
  casa: 1,
  away: AWAY_LOCATION_ID,
  a: AWAY_LOCATION_ID,
  visitante: AWAY_LOCATION_ID,
  visita: AWAY_LOCATION_ID,
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const KEY_MAX = 200;

/** A YYYY-MM-DD day that exists, or null. */
export function dayOf(text: string): string | null {
  const m = DAY.exec(text);
  if (!m) return null;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text ? text : null;
}

/** "18:00", "6:00 PM", "6 pm", "6:30pm" as HH:MM (24 h), or null. */
export function timeOf(text: string): string | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?$/i.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  const half = m[3]?.toLowerCase();
  if (!half && m[2] === undefined) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Reads one row; its problems gathered (every one the row has), the column named as written. */
function readRecord(
  file: CsvFile,
  record: CsvRecord,
  lookups: ImportLookups,
): ImportItem | RefusedItem {
  const reasons: Reason[] = [];
  const cell = (field: CsvField) => record.cells[field] ?? '';
  const column = (field: CsvField) => file.columns.get(field)?.label ?? field;
  const refuse = (key: RowKey, field: CsvField, extra: Record<string, string | number> = {}) => {
    const params = { column: column(field), value: cell(field), ...extra };
    reasons.push((l) => rowText(l, key, params));
  };
  if (record.extraCells) reasons.push((l) => t(l)('row.extraCells'));

  // The key is kept with the event (events.import_key holds 600 characters with its day).
  if (cell('key').length > KEY_MAX) refuse('row.tooLong', 'key', { max: KEY_MAX });

  const name = cell('name');
  if (!name) refuse('row.required', 'name');
  else if (name.length > EVENT_NAME_MAX) refuse('row.tooLong', 'name', { max: EVENT_NAME_MAX });

  const typeText = foldName(cell('type'));
  const eventType = typeText ? (TYPES[typeText] ?? null) : null;
  if (typeText && !eventType) refuse('row.type', 'type');

  const opponent = cell('opponent') || null;
  if (opponent && opponent.length > OPPONENT_MAX)
    refuse('row.tooLong', 'opponent', { max: OPPONENT_MAX });
  else if (opponent && eventType !== 'game') refuse('row.opponentNotGame', 'opponent');

  const sideText = foldName(cell('homeAway'));
  const locationId = sideText ? (SIDES[sideText] ?? null) : null;
  if (sideText && locationId === null) refuse('row.homeAway', 'homeAway');

  const venueText = cell('location');
  const venue = venueText ? (lookups.venues.get(foldName(venueText)) ?? null) : null;
  if (venueText && !venue) refuse('row.noVenue', 'location');

  let teams: ImportItem['teams'];
  if (file.columns.has('teams')) {
    const names = cell('teams')
      .split(/[;,]/)
      .map((n) => n.trim())
      .filter(Boolean);
    const found = names.map((n) => lookups.teams.get(foldName(n)));
    names.forEach((n, i) => {
      if (!found[i]) reasons.push((l) => t(l)('row.noTeam', { value: n }));
    });
    // With one team, every event is its own: named or not, it stays club-wide (as today).
    teams = lookups.teamCount >= 2 ? found.filter((f) => !!f) : [];
  }

  const description = file.columns.has('description') ? cell('description') : undefined;
  if (description && description.length > EVENT_DESCRIPTION_MAX)
    refuse('row.tooLong', 'description', { max: EVENT_DESCRIPTION_MAX });

  const day = dayOf(cell('date'));
  if (!cell('date')) refuse('row.required', 'date');
  else if (!day) refuse('row.date', 'date');
  const start = timeOf(cell('start'));
  if (!cell('start')) refuse('row.required', 'start');
  else if (!start) refuse('row.time', 'start');
  const end = cell('end') ? timeOf(cell('end')) : null;
  if (cell('end') && !end) refuse('row.time', 'end');
  if (start && end && end <= start) reasons.push((l) => t(l)('row.endBeforeStart'));

  const untilText = cell('until');
  const until = untilText ? dayOf(untilText) : null;
  if (untilText && !until) refuse('row.date', 'until');
  const skipTexts = cell('skip')
    .split(/[;,\s]+/)
    .filter(Boolean);
  const skips = skipTexts.map(dayOf);
  skipTexts.forEach((s, i) => {
    if (!skips[i]) reasons.push((l) => t(l)('row.date', { column: column('skip'), value: s }));
  });
  if (skipTexts.length > SERIES_EXCEPTIONS_MAX)
    refuse('row.tooLong', 'skip', { max: SERIES_EXCEPTIONS_MAX });
  if (skipTexts.length && !untilText) {
    refuse('row.skipNotInSeries', 'skip', { until: column('until') });
  }

  if (reasons.length || !day || !start) return { line: record.line, name, reasons };

  const base = cell('key')
    ? `csv:key:${foldName(cell('key'))}`
    : `csv:${foldName(name)}|${day}|${start}`;
  const at = (d: string, time: string) => instantOfWallTime(`${d}T${time}`, lookups.timeZone)!;
  let occurrences: Occurrence[];
  if (until) {
    const result = seriesOccurrences(
      at(day, start),
      { until, weekdays: [], exceptions: skips as string[] },
      lookups.timeZone,
    );
    if ('problem' in result) {
      const problem = result.problem;
      const reason: Reason =
        problem === 'seriesTooMany'
          ? (l) => t(l)('row.tooManyWeeks', { max: SERIES_MAX_OCCURRENCES })
          : problem === 'seriesEmpty'
            ? (l) => t(l)('row.noWeeks')
            : (l) => t(l)('row.untilBeforeStart', { column: column('until') });
      return { line: record.line, name, reasons: [reason] };
    }
    occurrences = result.starts.map((s) => {
      const d = wallTimeOf(s, lookups.timeZone).slice(0, 10);
      return { key: `${base}@${d}`, start: s, end: end ? at(d, end) : null };
    });
  } else {
    occurrences = [{ key: base, start: at(day, start), end: end ? at(day, end) : null }];
  }
  return {
    line: record.line,
    name,
    description,
    eventType,
    opponent,
    locationId,
    venue,
    teams,
    repeats: !!until,
    occurrences,
  };
}

/** Every row read: the events it makes, or why it is refused. */
export function readCsvItems(file: CsvFile, lookups: ImportLookups) {
  const items: ImportItem[] = [];
  const refused: RefusedItem[] = [];
  for (const record of file.records) {
    const read = readRecord(file, record, lookups);
    if ('reasons' in read) refused.push(read);
    else items.push(read);
  }
  return { items, refused };
}
