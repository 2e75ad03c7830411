import { badRequest } from '../../platform/errors';
import { scheduleImportCatalog } from './schedule-import.locales';

export const refuseFile = (render: Parameters<typeof badRequest>[0]) => badRequest(render, 'file');
export const t = (language: Parameters<typeof scheduleImportCatalog.in>[0]) =>
  scheduleImportCatalog.in(language);

/**
 * The file's text: UTF-8 (a BOM is dropped), else Windows-1252 (Excel's "CSV" on Windows), never
 * a binary file (a NUL byte, or control characters a text file does not have).
 */
export function decodeScheduleFile(bytes: Buffer): string {
  if (bytes.length === 0) throw refuseFile((l) => t(l)('file.empty'));
  if (bytes.includes(0)) throw refuseFile((l) => t(l)('file.binary'));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // eslint-disable-next-line no-control-regex -- exactly what a text file never holds
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) {
    throw refuseFile((l) => t(l)('file.binary'));
  }
  if (!text.trim()) throw refuseFile((l) => t(l)('file.empty'));
  return text;
}

/** An iCalendar file starts with BEGIN:VCALENDAR (after a BOM or blank lines). */
export function isIcs(text: string): boolean {
  return /^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text);
}

/** A row refusal's key (the `row` texts). */
export type RowKey = `row.${keyof (typeof scheduleImportCatalog.locales.en)['row']}`;

/** A row refusal whose key is chosen at run time; each text takes what it names of `params`. */
export function rowText(
  language: Parameters<typeof scheduleImportCatalog.in>[0],
  key: RowKey,
  params: Record<string, string | number>,
): string {
  const translate = scheduleImportCatalog.in(language) as unknown as (
    key: string,
    params: Record<string, string | number>,
  ) => string;
  return translate(key, params);
}
