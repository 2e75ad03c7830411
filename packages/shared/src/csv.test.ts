import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell } from './csv';

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
