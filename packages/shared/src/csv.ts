/**
 * Spreadsheet formula injection: a cell that starts with = + - @, a tab or a carriage return may
 * be run as a formula when a CSV report is opened in Excel or Sheets. Prefixing a single quote
 * makes it plain text. Used by every CSV report the API writes.
 */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
