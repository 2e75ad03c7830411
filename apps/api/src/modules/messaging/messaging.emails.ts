import { escapeHtml } from '../../platform/html';
import { messagingCatalog } from './messaging.locales';

/** The subject of a staff message's email, in the recipient's language. */
export function staffMessageSubject(language: string, teamName: string): string {
  return messagingCatalog.in(language)('subject', { team: teamName });
}

export function staffMessageHtml(text: string): string {
  return `<div style="font-family:sans-serif;font-size:16px;line-height:1.5">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</div>`;
}
