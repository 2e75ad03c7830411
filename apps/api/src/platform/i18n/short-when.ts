import type { Language } from '@dugout/shared';
import { INTL_LOCALE } from './language';

/**
 * A start as a text or a notification names it, short, in the team's zone: "Thu, Nov 26, 6:05 PM"
 * ("jue, 26 nov, 18:05"), or from the start to `end` when the event has one. Reminders and
 * event notices word it alike.
 */
export function shortWhen(
  date: Date,
  language: Language,
  timeZone: string,
  end?: Date | null,
): string {
  const format = new Intl.DateTimeFormat(INTL_LOCALE[language], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  // With its end: "Thu, Nov 26, 6:05 – 8:00 PM" (the day once when both fall on it).
  return end && end > date ? format.formatRange(date, end) : format.format(date);
}
