import { eventsCatalog } from './events.locales';

interface ShortNoticeVars {
  team: string;
  name: string;
  /**
   * The start, or the words for no date: short for a text ("Sat, Jun 1, 10:00 AM"), long (with
   * the year and zone) for a push, as the email writes it.
   */
  when: { short: string; long: string };
  /** The venue's name and address, one line; null without a venue. */
  where: string | null;
  /** The venue's name alone (a push is short). */
  venueName: string | null;
  eventUrl: string;
  updated: boolean;
  /** What the edit changed, one line each (describeEventChanges); empty for a new event. */
  changes: readonly string[];
}

/**
 * An event notice as a text and as a push, in one language: an invitation says what, when and
 * where; an update says what changed ("Time moved from 10:00 AM to 11:00 AM"), or when and where
 * when nothing of those changed.
 */
export function eventNoticeShort(
  language: string,
  v: ShortNoticeVars,
): { sms: string; push: { title: string; body: string } } {
  const t = eventsCatalog.in(language);
  const sentence = (line: string) => (/[.!?]$/.test(line) ? line : `${line}.`);
  const where = v.where ? t('noticeText.where', { where: v.where }) : null;
  const said = v.changes.length
    ? v.changes.map(sentence)
    : [sentence(v.when.short), ...(where ? [where] : [])];
  const head = v.updated
    ? t('noticeText.updated', { team: v.team, name: v.name })
    : t('noticeText.invited', { team: v.team, name: v.name, when: v.when.short });
  const sms = [head, ...(v.updated ? said : where ? [where] : []), v.eventUrl].join(' ');
  const push = v.changes.length
    ? { title: t('noticeText.pushUpdated', { name: v.name }), body: said.join(' ') }
    : {
        title: v.updated ? t('noticeText.pushUpdated', { name: v.name }) : v.name,
        body: [v.when.long, v.venueName].filter(Boolean).join(' · '),
      };
  return { sms, push };
}
