import type { LoadResult } from './load';

/** The run's table, a row per figure (each also shown on stderr as it comes), and its formats. */

export interface Row {
  area: string;
  figure: string;
  value: string;
  target?: string;
  how: string;
}
export const rows: Row[] = [];
export const addRow = (row: Row) => {
  rows.push(row);
  process.stderr.write(
    `[bench]   ${row.area} | ${row.figure} | ${row.value} | ${row.target ?? ''}\n`,
  );
};
export const log = (msg: string) => process.stderr.write(`[bench] ${msg}\n`);
export const ms = (n: number) => `${n.toFixed(n < 1 ? 2 : n < 10 ? 1 : 0)} ms`;
export const fmt = (r: LoadResult) =>
  `${Math.round(r.rps)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}${r.bad ? `, ${r.bad} failed (${JSON.stringify(r.codes)})` : ''}`;
