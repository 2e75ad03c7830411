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

/** One player a guardian is asked about, with the links that answer for them. */
export interface AskedPlayer {
  name: string;
  yesUrl: string;
  noUrl: string;
}

/**
 * "Is Noah available?": a game's or practice's reminder to one guardian about their players with
 * no answer, one message for all of them ("Are Noah and Mia available?", each child's own links):
 * a few dozen a pass, so worded per person. The text has no "Reply Y or N": a guardian's reply
 * could not tell whose answer it is; the links and the event page answer.
 */
export function playerReminderWords(
  language: Language,
  v: Omit<ReminderVars, keyof ReminderPerson>,
  firstName: string,
  players: readonly AskedPlayer[],
): ReminderWords {
  const t = remindersCatalog.in(language);
  const one = players.length === 1 ? players[0]! : null;
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    players.map((p) => p.name),
  );
  const at = { player: names, players: names, name: v.name, when: v.when };
  const name = firstName.trim();
  const lines = [name ? t('greeting', { name }) : '', ''];
  if (one) {
    lines.push(t('player.body', at), '');
    lines.push(t('player.yes', { url: one.yesUrl }), t('player.no', { url: one.noUrl }));
  } else {
    lines.push(t('player.bodyMany', at));
    for (const p of players) {
      lines.push('', t('player.yesFor', { player: p.name, url: p.yesUrl }));
      lines.push(t('player.noFor', { player: p.name, url: p.noUrl }));
    }
    lines.push('');
  }
  if (v.where) lines.push(t('where', { where: v.where }));
  if (v.arriveBy) lines.push(t('arriveBy', { time: v.arriveBy }));
  lines.push('', t('eventPage', { url: v.eventUrl }));
  const many = one ? '' : 'Many';
  return {
    subject: t(`player.subject${many}`, at),
    text: lines.join('\n').replace(/^\n+/, ''),
    sms: t(`player.sms${many}`, { ...at, team: v.team, url: v.eventUrl }),
  };
}
