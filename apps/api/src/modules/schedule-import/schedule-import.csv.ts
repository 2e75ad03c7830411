import { parse } from 'csv-parse/sync';
import { SCHEDULE_IMPORT_COLUMNS, SCHEDULE_IMPORT_MAX_ROWS } from '@dugout/shared';
import { foldName } from './schedule-import.types';
import { refuseFile, t } from './schedule-import.decode';

/** What a column fills. */
export type CsvField =
  | 'key'
  | 'name'
  | 'type'
  | 'date'
  | 'start'
  | 'end'
  | 'location'
  | 'opponent'
  | 'homeAway'
  | 'until'
  | 'skip'
  | 'teams'
  | 'description';

/** The English headers (SCHEDULE_IMPORT_COLUMNS, in its order) and the Spanish ones, folded. */
const HEADERS: Record<string, CsvField> = {
  key: 'key',
  clave: 'key',
  name: 'name',
  nombre: 'name',
  type: 'type',
  tipo: 'type',
  date: 'date',
  fecha: 'date',
  'start time': 'start',
  start: 'start',
  'hora de inicio': 'start',
  inicio: 'start',
  'end time': 'end',
  end: 'end',
  'hora de fin': 'end',
  fin: 'end',
  location: 'location',
  venue: 'location',
  lugar: 'location',
  opponent: 'opponent',
  rival: 'opponent',
  'home away': 'homeAway',
  'local visitante': 'homeAway',
  'repeats weekly until': 'until',
  'se repite cada semana hasta': 'until',
  'repite cada semana hasta': 'until',
  'skip dates': 'skip',
  'saltar fechas': 'skip',
  teams: 'teams',
  equipos: 'teams',
  description: 'description',
  descripcion: 'description',
};

const FIELD_ORDER: CsvField[] = [
  'key',
  'name',
  'type',
  'date',
  'start',
  'end',
  'location',
  'opponent',
  'homeAway',
  'until',
  'skip',
  'teams',
  'description',
];

export interface CsvColumn {
  /** As written in the file (what a refusal names). */
  label: string;
  index: number;
  field: CsvField;
}

export interface CsvRecord {
  /** The row in a spreadsheet: the header is row 1. */
  line: number;
  cells: Partial<Record<CsvField, string>>;
  extraCells: boolean;
}

export interface CsvFile {
  columns: Map<CsvField, CsvColumn>;
  records: CsvRecord[];
}

const expected = () => SCHEDULE_IMPORT_COLUMNS.join(', ');

/** ',' as usual, or ';' when the header has one and no comma (Excel in Spanish). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  return !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
}

function readHeader(header: string[]): Map<CsvField, CsvColumn> {
  const columns = new Map<CsvField, CsvColumn>();
  const unknown: string[] = [];
  header.forEach((raw, index) => {
    const label = raw.trim();
    const folded = foldName(label);
    if (!folded) return;
    const field = HEADERS[folded];
    if (!field) return void unknown.push(`"${label}"`);
    const twice = columns.get(field);
    if (twice) {
      const names = `"${twice.label}", "${label}"`;
      throw refuseFile((l) => t(l)('file.duplicateColumn', { names }));
    }
    columns.set(field, { label, index, field });
  });
  if (unknown.length) {
    const names = unknown.join(', ');
    throw refuseFile((l) => t(l)('file.unknownColumns', { names, expected: expected() }));
  }
  if (!columns.has('name') || !columns.has('date') || !columns.has('start')) {
    throw refuseFile((l) => t(l)('file.missingColumns', { expected: expected() }));
  }
  return new Map(FIELD_ORDER.filter((f) => columns.has(f)).map((f) => [f, columns.get(f)!]));
}

/** The CSV text as columns and rows; a file that is no CSV, or too long, is refused (400). */
export function parseScheduleCsv(text: string): CsvFile {
  let table: string[][];
  try {
    table = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
    }) as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 0;
    throw refuseFile((l) => t(l)('file.notCsv', { line }));
  }
  const [header, ...rows] = table;
  if (!header) throw refuseFile((l) => t(l)('file.empty'));
  const columns = readHeader(header);
  const filled = rows
    .map((cells, i) => ({ cells, line: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (filled.length === 0) throw refuseFile((l) => t(l)('file.noRows'));
  if (filled.length > SCHEDULE_IMPORT_MAX_ROWS) {
    const count = filled.length;
    throw refuseFile((l) => t(l)('file.tooManyRows', { count, max: SCHEDULE_IMPORT_MAX_ROWS }));
  }
  const records = filled.map(({ cells, line }) => {
    const record: CsvRecord = {
      line,
      cells: {},
      extraCells: cells.slice(header.length).some((c) => c.trim() !== ''),
    };
    for (const column of columns.values()) {
      record.cells[column.field] = (cells[column.index] ?? '').trim();
    }
    return record;
  });
  return { columns, records };
}
