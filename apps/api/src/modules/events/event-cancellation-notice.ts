import { escapeHtml } from '../../platform/html';
import { eventsCatalog } from './events.locales';

interface CancellationVars {
  team: string;
  firstName: string;
  name: string;
  /** The start as emails write it (formatEventDate), and short for a text. */
  when: { long: string; short: string };
  hasAttachment: boolean;
}

/** A deleted event's cancellation in one language: email (plain text and HTML), text and push. */
export function eventCancellationNotice(language: string, v: CancellationVars) {
  const t = eventsCatalog.in(language);
  const greeting = v.firstName.trim()
    ? t('notice.greeting', { name: v.firstName.trim() })
    : t('notice.greetingNoName');
  const body = t('cancellation.body', { name: v.name, when: v.when.long });
  const attached = v.hasAttachment ? t('cancellation.attached') : null;
  const text = [greeting, '', body, ...(attached ? ['', attached] : [])].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;font-size:16px;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
${attached ? `<p>${escapeHtml(attached)}</p>` : ''}
</div>`;
  return {
    subject: t('cancellation.subject', { team: v.team, name: v.name }),
    text,
    html,
    sms: t('cancellation.sms', { team: v.team, name: v.name, when: v.when.short }),
    push: { title: t('cancellation.pushTitle', { name: v.name }), body: v.when.long },
  };
}
