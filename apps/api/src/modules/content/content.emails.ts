import type { ContentCategory } from '@dugout/shared';
import { escapeHtml } from '../../platform/html';

type Lang = 'en' | 'es';

const CATEGORY_ES: Record<ContentCategory, string> = {
  'Events & Announcements': 'Eventos y anuncios',
  'Road Trip Information': 'Información de viajes',
  'Key Contacts': 'Contactos clave',
  'Medical Resources': 'Recursos médicos',
};

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
  const lang: Lang = input.language === 'es' ? 'es' : 'en';
  const { firstName, team, description, link } = input;
  const category = lang === 'es' ? CATEGORY_ES[input.category] : input.category;
  const t =
    lang === 'es'
      ? {
          subject: input.updated
            ? `Actualizado en el portal de ${team}: ${description}`
            : `Nuevo en el portal de ${team}: ${description}`,
          hello: `Hola ${firstName}:`,
          body: input.updated
            ? `Se actualizó un documento en el portal de familias de ${team}:`
            : `Se compartió un documento nuevo contigo en el portal de familias de ${team}:`,
          cta: 'Míralo aquí',
          footer: 'Recibes este correo porque un administrador del portal te lo notificó.',
        }
      : {
          subject: input.updated
            ? `Updated on the ${team} portal: ${description}`
            : `New on the ${team} portal: ${description}`,
          hello: `Hello ${firstName},`,
          body: input.updated
            ? `A document was updated on the ${team} family portal:`
            : `A new document has been shared with you on the ${team} family portal:`,
          cta: 'See it here',
          footer: 'You are receiving this because a portal administrator notified you.',
        };
  const text = `${t.hello}\n\n${t.body}\n\n  ${description} (${category})\n\n${t.cta}: ${link}\n\n${t.footer}\n`;
  const html = `<p>${escapeHtml(t.hello)}</p><p>${escapeHtml(t.body)}</p><p><strong>${escapeHtml(description)}</strong> (${escapeHtml(category)})</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.cta)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p>`;
  return { subject: t.subject, text, html };
}
