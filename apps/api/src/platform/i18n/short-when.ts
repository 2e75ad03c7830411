import type { Language } from '@dugout/shared';
import { INTL_LOCALE } from './language';

/**
 * A start as a text or a notification names it, short, in the team's zone: "Thu, Nov 26, 6:05 PM"
 * ("jue, 26 nov, 18:05"). Reminders and event notices word it alike.
 */
export function shortWhen(date: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
