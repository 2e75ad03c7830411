import { wallTimeOf } from './wall-time';

/*
 * An event's album downloaded as one zip (GET /api/event/{id}/photos/zip). The server names the
 * file and the page saves it under the same name, so both build it here.
 */

/** Characters a file system refuses in a name (Windows' list, control characters included). */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;
/** Long enough for any event's title; a name stays well under every system's 255 bytes. */
const TITLE_MAX = 80;

/**
 * "Opening Day 2026-04-11.zip": the event's title as the reader sees it, then its day in the
 * team's time zone (none: the runtime's). `fallback` names an album whose title leaves nothing.
 */
export function albumZipFileName(
  title: string,
  date: Date | null,
  fallback: string,
  timeZone?: string,
): string {
  const name = title.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, TITLE_MAX).trim();
  const day = date ? wallTimeOf(date, timeZone).slice(0, 10) : '';
  return `${[name || fallback, day].filter(Boolean).join(' ')}.zip`;
}

/**
 * The name for a Content-Disposition `filename=` (ASCII only): accents dropped ("Año" → "Ano"),
 * anything else outside printable ASCII, and quotes, as "_". The UTF-8 name goes in `filename*`.
 */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/gu, '_');
}

/** The album's files inside the zip, in album order: "01.jpg", "02.jpg"… (wider past 99). */
export function albumEntryName(index: number, total: number, extension: string): string {
  const width = Math.max(2, String(total).length);
  return `${String(index + 1).padStart(width, '0')}.${extension}`;
}
