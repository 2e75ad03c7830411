import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from './config';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per language, zone and options, made once: building one costs several
 * milliseconds on a phone, and a page re-renders its rows many times.
 */
function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * The calendar day of an instant as yyyy-mm-dd in `timeZone` (the browser's own zone when none):
 * an event at 23:30 UTC is on the team's day, not on the day it is in London.
 */
export function zonedDayKey(instant: Date, timeZone?: string): string {
  const parts = dateFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

type EventFormat = 'weekday' | 'day' | 'month' | 'time' | 'longDay';

/** The formats of useTeamEventTime, by name. */
function eventFormats(zone: {
  timeZone?: string;
}): Record<EventFormat, Intl.DateTimeFormatOptions> {
  return {
    weekday: { weekday: 'short', ...zone },
    day: { day: 'numeric', ...zone },
    month: { month: 'short', ...zone },
    time: { hour: 'numeric', minute: '2-digit', ...zone },
    longDay: { weekday: 'long', month: 'long', day: 'numeric', ...zone },
  };
}

/** What a schedule row shows (components/schedule/schedule-row.tsx). */
export const SCHEDULE_ROW_FORMATS: readonly EventFormat[] = ['weekday', 'day', 'month', 'time'];

/**
 * Formats event times as the team reads them: in TEAM_TIME_ZONE from GET /api/config (the
 * browser's zone only when the server names none), in the page's language. Each format is made
 * at its first use; `prepare` makes those named meanwhile, one per task, while the page waits
 * for its data (made all at once in the render that shows the events, they were one long task on
 * a phone: each takes several milliseconds).
 */
export function useTeamEventTime(prepare: readonly EventFormat[] = []) {
  const { i18n } = useTranslation();
  const timeZone = useConfig().teamTimeZone;
  const language = i18n.language;
  const formats = useMemo(() => eventFormats(timeZone ? { timeZone } : {}), [timeZone]);
  const prepared = prepare.join();
  useEffect(() => {
    if (!prepared) return;
    const timers = prepared
      .split(',')
      .map((name) => setTimeout(() => dateFormat(language, formats[name as EventFormat])));
    return () => timers.forEach(clearTimeout);
  }, [formats, language, prepared]);
  return useMemo(() => {
    const format = (name: EventFormat) => {
      let made: Intl.DateTimeFormat | undefined;
      return (d: Date) => (made ??= dateFormat(language, formats[name])).format(d);
    };
    return {
      timeZone,
      language,
      weekday: format('weekday'),
      day: format('day'),
      month: format('month'),
      time: format('time'),
      longDay: format('longDay'),
      dayKey: (d: Date) => zonedDayKey(d, timeZone),
    };
  }, [formats, language, timeZone]);
}

/**
 * The team zone's generic name ("Central Time", "hora central") when the browser is in another
 * zone, so a form or page says whose clock it uses; null when they are the same (or none named).
 */
export function teamZoneNameIfElsewhere(
  timeZone: string | undefined,
  language: string,
  at = new Date(),
): string | null {
  if (!timeZone || timeZone === Intl.DateTimeFormat().resolvedOptions().timeZone) return null;
  // The generic long name, never the short one: Spanish has no short name for most zones and
  // read "GMT-5" where English read "EST".
  return (
    dateFormat(language, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/**
 * A start in full, in the team's time zone as the schedule shows it, with the zone's name when
 * the reader's browser is elsewhere, so a family travelling reads it right:
 * "martes, 10 de junio de 2031, 19:30 (hora oriental)".
 */
export function teamDateTimeText(
  start: Date,
  language: string,
  timeZone: string | undefined,
): string {
  const text = dateFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(start);
  const zone = teamZoneNameIfElsewhere(timeZone, language, start);
  return zone ? `${text} (${zone})` : text;
}
