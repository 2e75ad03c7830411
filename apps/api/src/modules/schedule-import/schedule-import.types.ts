import type { EventType, Language } from '@dugout/shared';

/** A refusal's text, rendered in the reader's language when the preview is answered. */
export type Reason = (language: Language) => string;

/** What names venues and teams in a file: their names folded (see `foldName`), and the zone. */
export interface ImportLookups {
  venues: Map<string, { id: number; name: string }>;
  teams: Map<string, { id: number; name: string }>;
  /** Teams are named only when the club has two or more (with one, every event is its). */
  teamCount: number;
  timeZone: string;
}

/** One event the file writes: its key (what a re-import matches it by), start and end. */
export interface Occurrence {
  key: string;
  start: Date;
  end: Date | null;
}

/** A row of the CSV, or an event of the .ics, read and checked: one event or a weekly series. */
export interface ImportItem {
  line: number;
  name: string;
  /** undefined: the file says nothing (an update keeps the stored one). */
  description: string | undefined;
  eventType: EventType | null;
  opponent: string | null;
  locationId: number | null;
  venue: { id: number; name: string } | null;
  /** undefined: the file has no Teams column (an update keeps them; a new event: club-wide). */
  teams: { id: number; name: string }[] | undefined;
  repeats: boolean;
  occurrences: Occurrence[];
}

export interface RefusedItem {
  line: number;
  name: string;
  reasons: Reason[];
}

export interface ReadFile {
  format: 'csv' | 'ics';
  items: ImportItem[];
  refused: RefusedItem[];
}

/** Lower case, no accents, punctuation and runs of spaces as one space. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
