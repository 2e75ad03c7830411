import { escapeHtml } from '../../platform/html';
import { contactsCatalog } from './contacts.locales';

interface InviteVars {
  firstName: string;
  team: string;
  link: string;
  email: string;
}

/** The invitation to sign in: on create with `invite`, or for a contact that exists (contacts.invite.ts). */
export function inviteEmail(language: string, vars: InviteVars) {
  const t = contactsCatalog.in(language);
  const subject = t('invite.subject', { team: vars.team });
  const text = t('invite.text', vars);
  const cta = t('invite.cta');
  const paragraphs = text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('\n');
  const html =
    `${paragraphs}\n<p><a href="${escapeHtml(vars.link)}" ` +
    `style="display:inline-block;padding:10px 18px;background:#a4161a;color:#fff;` +
    `border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(cta)}</a></p>`;
  return { subject, text, html };
}
