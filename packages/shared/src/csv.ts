/**
 * Spreadsheet formula injection: a cell that starts with = + - @, a tab or a carriage return may
 * be run as a formula when a CSV report is opened in Excel or Sheets. Prefixing a single quote
 * makes it plain text. `toCsv` applies it to every cell; use `toCsv` for every CSV report.
 */
export function neutraliseCsvCell(value: string): string {
  const guarded = value.replace(AFTER_SEMICOLON, ";'");
  return CELL_START.test(guarded) ? `'${guarded}` : guarded;
}

/**
 * What starts a formula: = + - @ (also full-width, and behind spaces, line breaks or a BOM, for
 * spreadsheets that trim on import), or a tab, a CR or a NUL (OWASP ASVS 1.2.10).
 */
const FORMULA = String.raw`(?:[\t\r\0]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])`;
const CELL_START = new RegExp(`^${FORMULA}`);
/** A spreadsheet whose list separator is ';' (Excel in Spanish, among others) starts a cell here. */
const AFTER_SEMICOLON = new RegExp(`;(?=${FORMULA})`, 'g');

/** RFC 4180: a field holding a quote, a comma, a CR or an LF is quoted, its quotes doubled. */
export function quoteCsvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A whole CSV report as a spreadsheet opens it: every cell neutralised (so no cell a parser
 * reads starts with = + - @, tab or CR) and quoted when it must be (so a line break inside a
 * value stays inside its cell instead of starting a row whose first cell is a formula), CRLF
 * after every record (RFC 4180), and a UTF-8 byte order mark for Excel.
 */
export function toCsv(rows: readonly (readonly string[])[], options: { bom?: boolean } = {}) {
  const body = rows
    .map((row) => row.map((cell) => quoteCsvField(neutraliseCsvCell(cell))).join(',') + '\r\n')
    .join('');
  return options.bom === false ? body : `\uFEFF${body}`;
}
