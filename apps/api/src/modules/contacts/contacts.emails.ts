import type { Language } from '@dugout/shared';
import { escapeHtml } from '../../platform/html';

interface InviteVars {
  firstName: string;
  team: string;
  link: string;
  email: string;
}

/** The invitation a new site user receives (POST /api/contact/create with invite). */
const invite = {
  en: (v: InviteVars) => ({
    subject: `You're invited to the ${v.team} family portal`,
    text:
      `Hi ${v.firstName},\n\n` +
      `You have been invited to the ${v.team} family portal: documents, the members directory, ` +
      `the season calendar and request forms, all in one place.\n\n` +
      `Sign in here: ${v.link}\n\n` +
      `Enter this email address (${v.email}) and we will send you a one-time code. ` +
      `No password needed.`,
    cta: 'Sign in',
  }),
  es: (v: InviteVars) => ({
    subject: `Te invitamos al portal de familias de ${v.team}`,
    text:
      `Hola ${v.firstName}:\n\n` +
      `Te invitamos al portal de familias de ${v.team}: documentos, el directorio de miembros, ` +
      `el calendario de la temporada y los formularios, todo en un solo lugar.\n\n` +
      `Entra aquí: ${v.link}\n\n` +
      `Escribe este correo (${v.email}) y te enviaremos un código de un solo uso. ` +
      `No necesitas contraseña.`,
    cta: 'Entrar',
  }),
} satisfies Record<Language, (v: InviteVars) => { subject: string; text: string; cta: string }>;

export function inviteEmail(language: string, vars: InviteVars) {
  const { subject, text, cta } = (language === 'es' ? invite.es : invite.en)(vars);
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
