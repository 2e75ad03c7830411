import { parse } from 'csv-parse/sync';
import { CONTACT_IMPORT_MAX_ROWS } from '@dugout/shared';
import { badRequest } from '../../platform/errors';
import { FIELD_COLUMNS as FIELD_COLUMNS_EN, importCatalog } from './contacts.import.locales';

/**
 * Reading an import file: bytes → text → header and rows. Every problem with the
 * file as a whole is a 4xx in the reader's language; problems of one row are the planner's.
 */

/** What a column fills; `null` for the export's columns that the import reads but does not apply. */
export type ImportField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'language'
  | 'affiliation'
  | 'relation'
  | 'player'
  | 'description'
  | 'hidden'
  | 'twitter'
  | 'insta'
  | 'tiktok'
  | 'household'
  | 'householdRole';

/**
 * Header names, folded (see `foldHeader`): the export's (contacts.csv.ts) and their Spanish
 * twins as the contact form labels them. `null`: the export's derived or access columns, known
 * but not imported (the player/coach kind comes from the roster; sign-in and permissions are
 * given on the contact's form, where their rules and the access audit apply).
 */
const HEADERS: Record<string, ImportField | null> = {
  'first name': 'firstName',
  nombre: 'firstName',
  'last name': 'lastName',
  apellido: 'lastName',
  apellidos: 'lastName',
  email: 'email',
  'e mail': 'email',
  correo: 'email',
  'correo electronico': 'email',
  phone: 'phone',
  telefono: 'phone',
  language: 'language',
  idioma: 'language',
  affiliation: 'affiliation',
  afiliacion: 'affiliation',
  'relation to player': 'relation',
  'relacion con el jugador': 'relation',
  relacion: 'relation',
  player: 'player',
  jugador: 'player',
  description: 'description',
  descripcion: 'description',
  'hidden from others': 'hidden',
  'oculto para los demas': 'hidden',
  oculto: 'hidden',
  twitter: 'twitter',
  instagram: 'insta',
  tiktok: 'tiktok',
  household: 'household',
  hogar: 'household',
  familia: 'household',
  'household role': 'householdRole',
  'rol en el hogar': 'householdRole',
  'rol en la familia': 'householdRole',
  'player or coach': null,
  'jugador o entrenador': null,
  'site user': null,
  'usuario del sitio': null,
  'connected to player': null,
  'conectado a un jugador': null,
  permissions: null,
  permisos: null,
};

/** Lower case, no accents, punctuation and runs of spaces as one space. */
export function foldHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface ImportColumn {
  /** As written in the file. */
  label: string;
  index: number;
  field: ImportField | null;
}

export interface ImportRecord {
  /** The row in a spreadsheet: the header is row 1. */
  line: number;
  cells: Partial<Record<ImportField, string>>;
  /** Filled cells past the header's last column (a comma left unquoted shifts a row). */
  extraCells: boolean;
}

export interface ImportFile {
  columns: ImportColumn[];
  records: ImportRecord[];
}

const refuse = (render: Parameters<typeof badRequest>[0]) => badRequest(render, 'file');
const t = (language: Parameters<typeof importCatalog.in>[0]) => importCatalog.in(language);

/**
 * The file's text: UTF-8 (a BOM is dropped), else Windows-1252 (Excel's "CSV" on Windows), never
 * a binary file (a NUL byte, or control characters a text file does not have).
 */
export function decodeImportFile(bytes: Buffer): string {
  if (bytes.length === 0) throw refuse((l) => t(l)('file.empty'));
  // UTF-16 (Excel's "Unicode text") starts with a BOM and is full of NUL bytes.
  if (
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    bytes.includes(0)
  ) {
    throw refuse((l) => t(l)('file.binary'));
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // Control characters other than tab, CR and LF: not a text file (an image, a zip, a .xlsx).
  if (hasControlCharacter(text)) throw refuse((l) => t(l)('file.binary'));
  if (!text.trim()) throw refuse((l) => t(l)('file.empty'));
  return text;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) {
      return true;
    }
  }
  return false;
}

/** A cell the export neutralised (`'=x`, `'+1…`) gets its text back; spaces around are dropped. */
function cellText(raw: string): string {
  const trimmed = raw.trim();
  return /^'[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(trimmed) ? trimmed.slice(1) : trimmed;
}

/** ',' as the export writes it, or ';' when the header has one and no comma (Excel in Spanish). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  return !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
}

/** The header, checked: First Name and Last Name present, every column known, none twice. */
function readHeader(header: string[]): ImportColumn[] {
  const columns = header.map((label, index) => {
    const folded = foldHeader(label);
    return { label: label.trim(), index, folded, field: HEADERS[folded] };
  });
  const unknown = columns.filter((c) => c.field === undefined && c.folded !== '');
  if (unknown.length > 0) {
    const names = unknown.map((c) => `"${c.label}"`).join(', ');
    throw refuse((l) => t(l)('file.unknownColumns', { names, expected: expectedColumns() }));
  }
  const seen = new Map<string, string>();
  for (const c of columns) {
    if (!c.field) continue;
    const twice = seen.get(c.field);
    if (twice !== undefined) {
      const names = `"${twice}", "${c.label}"`;
      throw refuse((l) => t(l)('file.duplicateColumn', { names }));
    }
    seen.set(c.field, c.label);
  }
  if (!seen.has('firstName') || !seen.has('lastName')) {
    throw refuse((l) => t(l)('file.missingNames', { expected: expectedColumns() }));
  }
  return columns.map(({ label, index, field }) => ({ label, index, field: field ?? null }));
}

/** Each field's column as the export (and the error messages) name it. */
export const FIELD_COLUMNS: Record<ImportField, string> = FIELD_COLUMNS_EN;
const EXPORT_COLUMNS = Object.values(FIELD_COLUMNS);
const expectedColumns = () => EXPORT_COLUMNS.join(', ');

/** The CSV text as columns and rows; a file that is no CSV, or too long, is refused (400). */
export function parseImportFile(text: string): ImportFile {
  let table: string[][];
  try {
    table = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      // A quote inside an unquoted cell (5'10") is text, as spreadsheets read it.
      relax_quotes: true,
      // Empty lines are kept (and dropped below) so a record's index is its spreadsheet row.
    }) as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 0;
    throw refuse((l) => t(l)('file.notCsv', { line }));
  }
  const [header, ...rows] = table;
  if (!header) throw refuse((l) => t(l)('file.empty'));
  const columns = readHeader(header);
  // Rows whose every cell is blank (a spreadsheet's trailing ,,,,) are not rows.
  const filled = rows
    .map((cells, i) => ({ cells, line: i + 2 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (filled.length === 0) throw refuse((l) => t(l)('file.noRows'));
  if (filled.length > CONTACT_IMPORT_MAX_ROWS) {
    const count = filled.length;
    throw refuse((l) => t(l)('file.tooManyRows', { count, max: CONTACT_IMPORT_MAX_ROWS }));
  }
  const records = filled.map(({ cells, line }) => {
    const extraCells = cells.slice(header.length).some((c) => c.trim() !== '');
    const record: ImportRecord = { line, cells: {}, extraCells };
    for (const column of columns) {
      if (column.field) record.cells[column.field] = cellText(cells[column.index] ?? '');
    }
    return record;
  });
  return { columns, records };
}
