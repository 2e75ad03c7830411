import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, toCsv } from './csv';

/** What a spreadsheet would run as a formula: a parsed cell starting with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A strict RFC 4180 parser (csv-parse without any relax option) reads the report. */
function parseStrict(csv: string): string[][] {
  return parse(csv, { bom: true, record_delimiter: '\r\n' }) as string[][];
}

describe('neutraliseCsvCell', () => {
  it('prefixes cells that a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseCsvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
  });
  it('leaves everything else alone', () => {
    expect(neutraliseCsvCell('José Pérez')).toBe('José Pérez');
    expect(neutraliseCsvCell('')).toBe('');
    expect(neutraliseCsvCell('a=b')).toBe('a=b');
  });
});

describe('neutraliseCsvCell, beyond the first character', () => {
  it('neutralises a formula behind spaces, a line break, a BOM, a NUL or a full-width sign', () => {
    for (const cell of [
      ' =1+2',
      '\u00a0 +1',
      '\n=1+2',
      '\uFEFF=1+2',
      '\0=1+2',
      '\uFF1D1+2',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20SUM(A1)',
    ]) {
      expect(neutraliseCsvCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
    // A spreadsheet that trims spaces on import (LibreOffice's "Trim spaces") reads no formula.
    const rows = parse(toCsv([['a', ' =1+2', '\u00a0@SUM(1)']]), { bom: true, trim: true });
    for (const cell of (rows as string[][]).flat()) expect(cell).not.toMatch(FORMULA_START);
  });

  it('gives no formula to a spreadsheet that splits on semicolons (Excel with a ; list separator)', () => {
    const csv = toCsv([
      ['First Name', 'Last Name'],
      ["Fiona;=2+3+cmd|' /C calc'!A0", 'Family; @SUM(1);-1'],
    ]);
    // Read as a Spanish-locale Excel reads a .csv: ';' separates, quotes only open a field.
    const rows = parse(csv, {
      bom: true,
      delimiter: ';',
      relax_quotes: true,
      relax_column_count: true,
    }) as string[][];
    expect(rows[1]!.length).toBeGreaterThan(1);
    for (const cell of rows.flat()) expect(cell.trimStart()).not.toMatch(FORMULA_START);
    // A comma reader still gets the same two cells.
    expect(parseStrict(csv)[1]).toEqual(["Fiona;'=2+3+cmd|' /C calc'!A0", "Family;' @SUM(1);'-1"]);
  });

  it('leaves a semicolon before anything else alone', () => {
    expect(neutraliseCsvCell('Ana; Luis;Bo')).toBe('Ana; Luis;Bo');
  });
});

describe('toCsv', () => {
  it('keeps a formula after a line break inside its quoted cell', () => {
    const csv = toCsv([
      ['First Name', 'Last Name'],
      ["Fiona\n=2+3+cmd|' /C calc'!A0", 'Family'],
      ['Ann\r\n@SUM(1)', '-1,"x"'],
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(`"Fiona\n=2+3+cmd|' /C calc'!A0",Family\r\n`);
    const rows = parseStrict(csv);
    expect(rows).toEqual([
      ['First Name', 'Last Name'],
      ["Fiona\n=2+3+cmd|' /C calc'!A0", 'Family'],
      ['Ann\r\n@SUM(1)', `'-1,"x"`],
    ]);
    for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);
  });

  it('quotes only what RFC 4180 needs: quotes, commas, CR and LF', () => {
    expect(toCsv([['a', 'b c', 'd"e', 'f,g', 'h\ri', 'j\nk']], { bom: false })).toBe(
      'a,b c,"d""e","f,g","h\ri","j\nk"\r\n',
    );
  });

  it('reads back, with a strict parser, as the same cells with no formula start', () => {
    const text = fc.string({
      unit: fc.constantFrom(
        'a',
        'Ü',
        '⚾',
        '=',
        '+',
        '-',
        '@',
        '\t',
        '\r',
        '\n',
        '"',
        ',',
        "'",
        ' ',
      ),
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((columns) =>
          fc.array(fc.array(text, { minLength: columns, maxLength: columns }), {
            minLength: 1,
            maxLength: 5,
          }),
        ),
        (rows) => {
          // A one-column row holding '' is an empty line, which parsers skip or read as no cell.
          fc.pre(rows.every((r) => r.length > 1 || r[0] !== ''));
          const parsed = parseStrict(toCsv(rows));
          expect(parsed).toEqual(rows.map((r) => r.map(neutraliseCsvCell)));
          for (const cell of parsed.flat()) expect(cell).not.toMatch(FORMULA_START);
        },
      ),
      { numRuns: 500 },
    );
  });
});
