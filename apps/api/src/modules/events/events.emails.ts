import type { Language } from '@dugout/shared';
import { escapeHtml } from '../../platform/html';

/** An event's time as emails write it, in the team's time zone (the .ics carries the instant). */
export function formatEventDate(
  date: Date | string | null,
  language: string,
  timeZone: string,
): string {
  if (!date) return language === 'es' ? 'Sin fecha' : 'No date selected';
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', {
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
}

const notice = {
  en: {
    subject: (v: NoticeVars) => `${v.team}: ${v.updated ? 'Updated: ' : ''}${v.name}`,
    intro: (v: NoticeVars) => (v.updated ? 'An event was updated:' : "You're invited:"),
    when: 'When',
    ask: 'Will you be there? Pick your answer (you confirm it on the next page):',
    yes: 'Yes, I will be there',
    no: "No, I can't make it",
    see: 'See the event',
    attached: 'The calendar file is attached.',
    greeting: (n: string) => `Hi ${n},`,
  },
  es: {
    subject: (v: NoticeVars) => `${v.team}: ${v.updated ? 'Actualizado: ' : ''}${v.name}`,
    intro: (v: NoticeVars) => (v.updated ? 'Se actualizó un evento:' : 'Estás invitado:'),
    when: 'Cuándo',
    ask: '¿Vas a asistir? Elige tu respuesta (la confirmas en la página siguiente):',
    yes: 'Sí, asistiré',
    no: 'No podré asistir',
    see: 'Ver el evento',
    attached: 'El archivo de calendario va adjunto.',
    greeting: (n: string) => `Hola ${n}:`,
  },
} satisfies Record<Language, unknown>;

export function eventNoticeEmail(language: string, v: NoticeVars) {
  const m = language === 'es' ? notice.es : notice.en;
  const text = [
    m.greeting(v.firstName),
    '',
    `${m.intro(v)} ${v.name}`,
    `${m.when}: ${v.when}`,
    ...(v.description ? ['', v.description] : []),
    '',
    m.ask,
    `${m.yes}: ${v.yesUrl}`,
    `${m.no}: ${v.noUrl}`,
    '',
    `${m.see}: ${v.eventUrl}`,
    ...(v.hasAttachment ? [m.attached] : []),
  ].join('\n');
  const button = (href: string, label: string, bg: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;margin:4px 8px 4px 0;border-radius:6px;background:${bg};color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;
  const html = `<div style="font-family:system-ui,sans-serif;font-size:16px;color:#1f2937;line-height:1.5">
<p>${escapeHtml(m.greeting(v.firstName))}</p>
<p>${escapeHtml(m.intro(v))} <strong>${escapeHtml(v.name)}</strong><br>${escapeHtml(m.when)}: ${escapeHtml(v.when)}</p>
${v.description ? `<p style="white-space:pre-line">${escapeHtml(v.description)}</p>` : ''}
<p>${escapeHtml(m.ask)}</p>
<p>${button(v.yesUrl, m.yes, '#9b1c1c')}${button(v.noUrl, m.no, '#374151')}</p>
<p><a href="${escapeHtml(v.eventUrl)}">${escapeHtml(m.see)}</a>${v.hasAttachment ? ` · ${escapeHtml(m.attached)}` : ''}</p>
</div>`;
  return { subject: m.subject(v), text, html };
}

const confirmation = {
  en: {
    subject: (name: string) => `RSVP received: ${name}`,
    body: (v: { firstName: string; name: string; when: string; answer: 'yes' | 'no' }) =>
      `Hi ${v.firstName},\n\nWe recorded your answer for ${v.name} (${v.when}): ` +
      `${v.answer === 'yes' ? 'Yes, you will be there.' : 'No, you cannot make it.'}\n\n` +
      'You can change it on the event page at any time.',
  },
  es: {
    subject: (name: string) => `RSVP recibida: ${name}`,
    body: (v: { firstName: string; name: string; when: string; answer: 'yes' | 'no' }) =>
      `Hola ${v.firstName}:\n\nRegistramos tu respuesta para ${v.name} (${v.when}): ` +
      `${v.answer === 'yes' ? 'Sí, asistirás.' : 'No podrás asistir.'}\n\n` +
      'Puedes cambiarla en la página del evento cuando quieras.',
  },
} satisfies Record<Language, unknown>;

export function rsvpConfirmationEmail(
  language: string,
  v: { firstName: string; name: string; when: string; answer: 'yes' | 'no'; eventUrl: string },
) {
  const m = language === 'es' ? confirmation.es : confirmation.en;
  return { subject: m.subject(v.name), text: `${m.body(v)}\n\n${v.eventUrl}` };
}
