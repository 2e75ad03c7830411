import { escapeHtml } from '../../platform/html';

/** The wording of a staff message, in both languages (the body is the staff's own text). */
export function staffMessageSubject(language: string, teamName: string): string {
  return language === 'es' ? `Mensaje de los ${teamName}` : `A message from the ${teamName}`;
}

export function staffMessageHtml(text: string): string {
  return `<div style="font-family:sans-serif;font-size:16px;line-height:1.5">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</div>`;
}
