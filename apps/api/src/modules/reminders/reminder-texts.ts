import type { Language } from '@dugout/shared';
import { remindersCatalog } from './reminders.locales';

/** Reminders name the start as notices do (platform/i18n/short-when.ts). */
export { shortWhen } from '../../platform/i18n/short-when';

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

/** What differs from one person to the next in a reminder: the greeting and the answer links. */
export type ReminderPerson = Pick<ReminderVars, 'firstName' | 'yesUrl' | 'noUrl'>;

export interface ReminderWords {
  subject: string;
  text: string;
  sms: string;
}

/** Stands for a person's value in a text translated once (no catalog text holds it). */
const SLOT = '\u0001';
const fill = (text: string, value: string) => text.replace(SLOT, () => value);

/**
 * The wording of a reminder in one language, translated once for a whole pass (a translation
 * costs tens of microseconds: ten per person were a third of a 20,000-family pass): what it
 * returns fills in each person's name and links.
 */
export function reminderWording(
  language: Language,
  kind: 'unanswered' | 'going',
  v: Omit<ReminderVars, keyof ReminderPerson>,
): (person: ReminderPerson) => ReminderWords {
  const t = remindersCatalog.in(language);
  const greeting = t('greeting', { name: SLOT });
  const answerYes = t('answerYes', { url: SLOT });
  const answerNo = t('answerNo', { url: SLOT });
  const body =
    kind === 'unanswered'
      ? t('unanswered', { name: v.name, when: v.when })
      : t('going', { name: v.name, when: v.when });
  const end: string[] = [];
  if (v.where) end.push(t('where', { where: v.where }));
  if (v.arriveBy) end.push(t('arriveBy', { time: v.arriveBy }));
  end.push('', t('eventPage', { url: v.eventUrl }));
  let sms = t(`sms.${kind}`, { team: v.team, name: v.name, when: v.when });
  if (v.where) sms += t('sms.where', { where: v.where });
  if (v.arriveBy) sms += t('sms.arriveBy', { time: v.arriveBy });
  if (kind === 'going') sms += t('sms.change');
  const subject = t(`subject.${kind}`, { name: v.name, when: v.when });
  return (p) => {
    const name = p.firstName.trim();
    const lines = [name ? fill(greeting, name) : '', ''];
    if (kind === 'unanswered') {
      lines.push(body, '');
      if (p.yesUrl) lines.push(fill(answerYes, p.yesUrl));
      if (p.noUrl) lines.push(fill(answerNo, p.noUrl));
    } else {
      lines.push(body);
    }
    lines.push(...end);
    return { subject, text: lines.join('\n').replace(/^\n+/, ''), sms };
  };
}

/**
 * "Is Noah available?": a game's or practice's reminder about a player with no answer, to one of
 * their guardians (a few dozen a pass, so worded per person). The text has no "Reply Y or N": a
 * guardian's reply could not tell whose answer it is; the links and the event page answer.
 */
export function playerReminderWords(
  language: Language,
  v: Omit<ReminderVars, keyof ReminderPerson>,
  p: ReminderPerson & { player: string },
): ReminderWords {
  const t = remindersCatalog.in(language);
  const at = { player: p.player, name: v.name, when: v.when };
  const name = p.firstName.trim();
  const lines = [name ? t('greeting', { name }) : '', '', t('player.body', at), ''];
  if (p.yesUrl) lines.push(t('player.yes', { url: p.yesUrl }));
  if (p.noUrl) lines.push(t('player.no', { url: p.noUrl }));
  if (v.where) lines.push(t('where', { where: v.where }));
  if (v.arriveBy) lines.push(t('arriveBy', { time: v.arriveBy }));
  lines.push('', t('eventPage', { url: v.eventUrl }));
  return {
    subject: t('player.subject', at),
    text: lines.join('\n').replace(/^\n+/, ''),
    sms: t('player.sms', { ...at, team: v.team, url: v.eventUrl }),
  };
}
