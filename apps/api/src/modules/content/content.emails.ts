import type { ContentCategory } from '@dugout/shared';
import { escapeHtml } from '../../platform/html';
import { contentCatalog } from './content.locales';

/** The notice a listed contact gets when an item is published or updated (emailList). */
export function contentNoticeEmail(input: {
  language: string;
  firstName: string;
  team: string;
  description: string;
  category: ContentCategory;
  link: string;
  updated: boolean;
}): { subject: string; text: string; html: string } {
  const { firstName, team, description, link, updated } = input;
  const t = contentCatalog.in(input.language);
  const category = t(`category.${input.category}`);
  const subject = t(updated ? 'notice.subjectUpdated' : 'notice.subject', { team, description });
  const hello = firstName.trim()
    ? t('notice.hello', { firstName: firstName.trim() })
    : t('notice.helloNoName');
  const body = t(updated ? 'notice.bodyUpdated' : 'notice.body', { team });
  const cta = t('notice.cta');
  const footer = t('notice.footer');
  const text = `${hello}\n\n${body}\n\n  ${description} (${category})\n\n${cta}: ${link}\n\n${footer}\n`;
  const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p><p><strong>${escapeHtml(description)}</strong> (${escapeHtml(category)})</p><p><a href="${escapeHtml(link)}">${escapeHtml(cta)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>`;
  return { subject, text, html };
}
