import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from './testing/test-app';

/**
 * Every CSV report, read by a strict RFC 4180 parser (what a spreadsheet does), has
 * the same number of cells in every row and no cell that starts like a formula, whatever members
 * typed into their names (line breaks, quotes, commas included).
 */
const t = testAppForFile();

const FORMULA_START = /^[=+\-@\t\r]/;
const HOSTILE = "Fiona\n=2+3+cmd|' /C calc'!A0";
const HOSTILE_CRLF = 'Ann\r\n+1+1,"@x"\r-2';

async function report(url: string): Promise<string[][]> {
  const res = await t.injectAs('admin', { method: 'GET', url });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  // Strict: no relaxed quotes, every record the header's width, CRLF between records.
  const rows = parse(res.rawPayload.toString('utf8'), {
    bom: true,
    record_delimiter: '\r\n',
  }) as string[][];
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows) expect(row).toHaveLength(rows[0]!.length);
  for (const cell of rows.flat()) expect(cell, JSON.stringify(cell)).not.toMatch(FORMULA_START);
  return rows;
}

describe('CSV reports under a strict parser', () => {
  it('keeps a line break and a formula inside the first-name cell of the contact report', async () => {
    const familyId = await t.contactId('family');
    const res = await t.injectAs('family', {
      method: 'PUT',
      url: `/api/contact/update/${familyId}`,
      payload: { firstName: HOSTILE },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await report('/api/contact/csv');
    const header = rows[0]!;
    expect(header.slice(0, 2)).toEqual(['First Name', 'Last Name']);
    const fiona = rows.filter((r) => r[2] === 'family@riverhawks.test');
    expect(fiona).toHaveLength(1);
    expect(fiona[0]![0]).toBe(HOSTILE);
  });

  it.each([
    ['/api/form/create', '/api/form/csv'],
    ['/api/form/creategift', '/api/form/giftcsv'],
  ])('keeps line breaks inside their cells in %s reports', async (createUrl, csvUrl) => {
    const item = {
      firstName: HOSTILE,
      lastName: HOSTILE_CRLF,
      jerseyName: '-NUÑEZ\n@1',
      jerseyNumber: 7,
      jerseySize: 'Youth M (10-12)',
      jerseyPosition: 0,
      jerseyIndex: crypto.randomUUID(),
    };
    const res = await t.injectAs('family', { method: 'POST', url: createUrl, payload: [item] });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await report(csvUrl);
    const saved = rows.find((r) => r[0] === HOSTILE);
    expect(saved?.slice(0, 3), 'the hostile row is one record').toEqual([
      HOSTILE,
      HOSTILE_CRLF,
      "'-NUÑEZ\n@1",
    ]);
  });
});
