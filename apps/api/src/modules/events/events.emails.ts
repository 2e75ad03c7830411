import { escapeHtml } from '../../platform/html';
import { INTL_LOCALE, pickLanguage } from '../../platform/i18n/language';
import { eventsCatalog } from './events.locales';

/** An event's time as emails write it, in the team's time zone (the .ics carries the instant). */
export function formatEventDate(
  date: Date | string | null,
  language: string,
  timeZone: string,
): string {
  if (!date) return eventsCatalog.in(language)('noDate');
  return new Intl.DateTimeFormat(INTL_LOCALE[pickLanguage(language)], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(date));
}

interface NoticeVars {
  team: string;
  firstName: string;
  name: string;
  description: string;
  when: string;
  eventUrl: string;
  yesUrl: string;
  noUrl: string;
  hasAttachment: boolean;
  updated: boolean;
  /**
   * "Yes for all of us" and "No for all of us" for one who answers for others of their household
   * (notices' householdAnswerLinks), with the names of everyone they answer for.
   */
  household?: { names: readonly string[]; yesUrl: string; noUrl: string } | null;
  /** The venue's name and address, one line, and the arrival time of day. */
  where?: string | null;
  arriveBy?: string | null;
  /** An update's changes, one line each, old → new (describeEventChanges). */
  changes?: readonly string[];
}

/** "Fiona, Noah and Mia" / "Fiona, Noah y Mia". */
const listOf = (names: readonly string[], language: string) =>
  new Intl.ListFormat(INTL_LOCALE[pickLanguage(language)], { type: 'conjunction' }).format(names);

/** The time of day of `date` in the team's time zone ("5:15 PM"), for "Arrive by". */
export function formatArrivalTime(date: Date, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[pickLanguage(language)], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}

/** The invitation to an event (or its update) with one-tap answer links; plain text and HTML. */
export function eventNoticeEmail(language: string, v: NoticeVars) {
  const t = eventsCatalog.in(language);
  const intro = t(v.updated ? 'notice.introUpdated' : 'notice.intro');
  const m = {
    greeting: v.firstName.trim()
      ? t('notice.greeting', { name: v.firstName.trim() })
      : t('notice.greetingNoName'),
    when: t('notice.when'),
    ask: t('notice.ask'),
    yes: t('notice.yes'),
    no: t('notice.no'),
    see: t('notice.see'),
    attached: t('notice.attached'),
    household: v.household
      ? t('notice.household', { names: listOf(v.household.names, language) })
      : '',
    allYes: t('notice.allYes'),
    allNo: t('notice.allNo'),
    where: t('notice.where'),
    arriveBy: v.arriveBy ? t('notice.arriveBy', { time: v.arriveBy }) : null,
    changed: t('changes.heading'),
  };
  const household = v.household ?? null;
  const changes = v.changes ?? [];
  const text = [
    m.greeting,
    '',
    `${intro} ${v.name}`,
    ...(changes.length ? [m.changed, ...changes.map((c) => `- ${c}`), ''] : []),
    `${m.when}: ${v.when}`,
    ...(v.where ? [`${m.where}: ${v.where}`] : []),
    ...(m.arriveBy ? [m.arriveBy] : []),
    ...(v.description ? ['', v.description] : []),
    '',
    m.ask,
    `${m.yes}: ${v.yesUrl}`,
    `${m.no}: ${v.noUrl}`,
    ...(household
      ? ['', m.household, `${m.allYes}: ${household.yesUrl}`, `${m.allNo}: ${household.noUrl}`]
      : []),
    '',
    `${m.see}: ${v.eventUrl}`,
    ...(v.hasAttachment ? [m.attached] : []),
  ].join('\n');
  const button = (href: string, label: string, bg: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;margin:4px 8px 4px 0;border-radius:6px;background:${bg};color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;
  // An update's changes as a list between the title and the rest (else a line break).
  const afterTitle = changes.length
    ? `</p>\n<p>${escapeHtml(m.changed)}</p>\n<ul>${changes.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>\n<p>`
    : '<br>';
  const html = `<div style="font-family:system-ui,sans-serif;font-size:16px;color:#1f2937;line-height:1.5">
<p>${escapeHtml(m.greeting)}</p>
<p>${escapeHtml(intro)} <strong>${escapeHtml(v.name)}</strong>${afterTitle}${escapeHtml(m.when)}: ${escapeHtml(v.when)}${v.where ? `<br>${escapeHtml(m.where)}: ${escapeHtml(v.where)}` : ''}${m.arriveBy ? `<br>${escapeHtml(m.arriveBy)}` : ''}</p>
${v.description ? `<p style="white-space:pre-line">${escapeHtml(v.description)}</p>` : ''}
<p>${escapeHtml(m.ask)}</p>
<p>${button(v.yesUrl, m.yes, '#9b1c1c')}${button(v.noUrl, m.no, '#374151')}</p>
${household ? `<p>${escapeHtml(m.household)}</p><p>${button(household.yesUrl, m.allYes, '#9b1c1c')}${button(household.noUrl, m.allNo, '#374151')}</p>` : ''}
<p><a href="${escapeHtml(v.eventUrl)}">${escapeHtml(m.see)}</a>${v.hasAttachment ? ` · ${escapeHtml(m.attached)}` : ''}</p>
</div>`;
  const subject = t(v.updated ? 'notice.subjectUpdated' : 'notice.subject', {
    team: v.team,
    name: v.name,
  });
  return { subject, text, html };
}

/** The plain-text email confirming a recorded RSVP. */
export function rsvpConfirmationEmail(
  language: string,
  v: { firstName: string; name: string; when: string; answer: 'yes' | 'no'; eventUrl: string },
) {
  const t = eventsCatalog.in(language);
  const body = t(v.firstName.trim() ? 'confirmation.body' : 'confirmation.bodyNoName', {
    firstName: v.firstName.trim(),
    name: v.name,
    when: v.when,
    answer: t(v.answer === 'yes' ? 'confirmation.yes' : 'confirmation.no'),
  });
  return { subject: t('confirmation.subject', { name: v.name }), text: `${body}\n\n${v.eventUrl}` };
}
