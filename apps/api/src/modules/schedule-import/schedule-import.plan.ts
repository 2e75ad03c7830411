import { SCHEDULE_IMPORT_MAX_EVENTS } from '@dugout/shared';
import type { Db } from '../../platform/db/database';
import { refuseFile, t } from './schedule-import.decode';
import {
  eventsByImportKeys,
  teamsOfEvents,
  type ImportedEventRow,
} from './schedule-import.queries';
import type { ImportItem, Occurrence, ReadFile, RefusedItem } from './schedule-import.types';

/** One event of the file against the database: new, changed (which fields) or the same. */
export type PlannedEvent =
  | { kind: 'create'; item: ImportItem; occurrence: Occurrence }
  | {
      kind: 'update' | 'unchanged';
      item: ImportItem;
      occurrence: Occurrence;
      existing: ImportedEventRow;
      /** Its teams as stored. */
      storedTeams: number[];
      changes: string[];
    };

export interface SchedulePlan {
  format: ReadFile['format'];
  events: PlannedEvent[];
  refused: RefusedItem[];
}

/** A second row for an event already in the file is refused, naming the first one's row. */
function withoutDuplicates(read: ReadFile): { items: ImportItem[]; refused: RefusedItem[] } {
  const seen = new Map<string, number>();
  const items: ImportItem[] = [];
  const refused = [...read.refused];
  for (const item of read.items) {
    const twice = item.occurrences.map((o) => seen.get(o.key)).find((l) => l !== undefined);
    if (twice !== undefined) {
      const line = twice;
      refused.push({
        line: item.line,
        name: item.name,
        reasons: [(l) => t(l)('row.duplicateKey', { line })],
      });
      continue;
    }
    for (const o of item.occurrences) seen.set(o.key, item.line);
    items.push(item);
  }
  refused.sort((a, b) => a.line - b.line);
  return { items, refused };
}

const time = (d: Date | string | null | undefined) => (d ? new Date(d).getTime() : null);

/** The fields the import would change on a stored event (the file's blank cells clear them). */
function changesOf(
  item: ImportItem,
  occurrence: Occurrence,
  stored: ImportedEventRow,
  storedTeams: number[],
): string[] {
  const changes: string[] = [];
  if (item.name !== stored.name) changes.push('name');
  if (item.description !== undefined && item.description !== stored.description)
    changes.push('description');
  if (time(occurrence.start) !== time(stored.date)) changes.push('date');
  if (time(occurrence.end) !== time(stored.ends_at)) changes.push('endDate');
  if (item.eventType !== stored.event_type) changes.push('eventType');
  if (item.opponent !== stored.opponent) changes.push('opponent');
  if (item.locationId !== stored.location_id) changes.push('eventLocationID');
  if ((item.venue?.id ?? null) !== stored.venue_id) changes.push('venue');
  if (item.teams !== undefined) {
    const ids = item.teams.map((x) => x.id).sort((a, b) => a - b);
    if (ids.join(',') !== storedTeams.join(',')) changes.push('teams');
  }
  return changes;
}

/**
 * The file's events against those already imported (matched by key): what to create, update and
 * leave. `forUpdate`: the matched rows are locked (the confirm plans again as it writes).
 */
export async function planSchedule(db: Db, read: ReadFile, forUpdate: boolean) {
  const { items, refused } = withoutDuplicates(read);
  const total = items.reduce((n, i) => n + i.occurrences.length, 0);
  if (total > SCHEDULE_IMPORT_MAX_EVENTS) {
    throw refuseFile((l) =>
      t(l)('file.tooManyEvents', { count: total, max: SCHEDULE_IMPORT_MAX_EVENTS }),
    );
  }
  const keys = items.flatMap((i) => i.occurrences.map((o) => o.key));
  const existing = await eventsByImportKeys(db, keys, forUpdate);
  const byKey = new Map(existing.map((e) => [e.import_key!, e]));
  const teams = await teamsOfEvents(
    db,
    existing.map((e) => e.id),
  );
  const events: PlannedEvent[] = [];
  for (const item of items) {
    for (const occurrence of item.occurrences) {
      const stored = byKey.get(occurrence.key);
      if (!stored) {
        events.push({ kind: 'create', item, occurrence });
        continue;
      }
      const storedTeams = teams.get(stored.id) ?? [];
      const changes = changesOf(item, occurrence, stored, storedTeams);
      const kind = changes.length ? 'update' : 'unchanged';
      events.push({ kind, item, occurrence, existing: stored, storedTeams, changes });
    }
  }
  return { format: read.format, events, refused } satisfies SchedulePlan;
}
