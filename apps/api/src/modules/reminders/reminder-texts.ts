import type { Language } from '@dugout/shared';
import { INTL_LOCALE } from '../../platform/i18n/language';
import { remindersCatalog } from './reminders.locales';

/** A start as a text names it, short, in the team's zone: "Thu, Nov 26, 6:05 PM". */
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

export interface ReminderVars {
  team: string;
  firstName: string;
  name: string;
  when: string;
  eventUrl: string;
  /** One-tap answer links (the reminder to those who have not answered). */
  yesUrl?: string;
  noUrl?: string;
  where: string | null;
  arriveBy: string | null;
}

/** The email and the text of a reminder, in one language. */
export function reminderMessage(
  language: Language,
  kind: 'unanswered' | 'going',
  v: ReminderVars,
): { subject: string; text: string; sms: string } {
  const t = remindersCatalog.in(language);
  const lines = [v.firstName.trim() ? t('greeting', { name: v.firstName.trim() }) : '', ''];
  if (kind === 'unanswered') {
    lines.push(t('unanswered', { name: v.name, when: v.when }), '');
    if (v.yesUrl) lines.push(t('answerYes', { url: v.yesUrl }));
    if (v.noUrl) lines.push(t('answerNo', { url: v.noUrl }));
  } else {
    lines.push(t('going', { name: v.name, when: v.when }));
  }
  if (v.where) lines.push(t('where', { where: v.where }));
  if (v.arriveBy) lines.push(t('arriveBy', { time: v.arriveBy }));
  lines.push('', t('eventPage', { url: v.eventUrl }));
  let sms = t(`sms.${kind}`, { team: v.team, name: v.name, when: v.when });
  if (v.where) sms += t('sms.where', { where: v.where });
  if (v.arriveBy) sms += t('sms.arriveBy', { time: v.arriveBy });
  if (kind === 'going') sms += t('sms.change');
  return {
    subject: t(`subject.${kind}`, { name: v.name, when: v.when }),
    text: lines.join('\n').replace(/^\n+/, ''),
    sms,
  };
}
