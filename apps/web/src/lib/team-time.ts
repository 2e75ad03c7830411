import { useTranslation } from 'react-i18next';
import { useConfig } from './config';

/**
 * The calendar day of an instant as yyyy-mm-dd in `timeZone` (the browser's own zone when none):
 * an event at 23:30 UTC is on the team's day, not on the day it is in London.
 */
export function zonedDayKey(instant: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Formats event times as the team reads them: in TEAM_TIME_ZONE from GET /api/config (the
 * browser's zone only when the server names none), in the page's language.
 */
export function useTeamEventTime() {
  const { i18n } = useTranslation();
  const timeZone = useConfig().teamTimeZone;
  const zone = timeZone ? { timeZone } : {};
  const language = i18n.language;
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', ...zone });
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', ...zone });
  const month = new Intl.DateTimeFormat(language, { month: 'short', ...zone });
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', ...zone });
  const longDay = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...zone,
  });
  return {
    timeZone,
    language,
    weekday: (d: Date) => weekday.format(d),
    day: (d: Date) => day.format(d),
    month: (d: Date) => month.format(d),
    time: (d: Date) => time.format(d),
    longDay: (d: Date) => longDay.format(d),
    dayKey: (d: Date) => zonedDayKey(d, timeZone),
  };
}

/**
 * The team zone's generic name ("Central Time", "hora central") when the browser is in another
 * zone, so a form or page says whose clock it uses; null when they are the same (or none named).
 */
export function teamZoneNameIfElsewhere(
  timeZone: string | undefined,
  language: string,
): string | null {
  if (!timeZone || timeZone === Intl.DateTimeFormat().resolvedOptions().timeZone) return null;
  return (
    new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}
