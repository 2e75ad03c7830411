import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** The invitation a new site user receives, and the privilege refusals (issue 12, item 5). */
export const contactsCatalog = defineServerCatalog('contacts', {
  en: {
    invite: {
      subject: "You're invited to the {{team}} family portal",
      text: 'Hi {{firstName}},\n\nYou have been invited to the {{team}} family portal: documents, the members directory, the season calendar and request forms, all in one place.\n\nSign in here: {{link}}\n\nEnter this email address ({{email}}) and we will send you a one-time code. No password needed.',
      cta: 'Sign in',
    },
    itAdminOnly: 'Only an IT admin can grant or remove the IT Admin permission.',
    lastSiteAdmin:
      'This is the last site admin who can sign in. Make someone else a site admin first, then try again.',
  },
  es: {
    invite: {
      subject: 'Te invitamos al portal de familias de {{team}}',
      text: 'Hola {{firstName}}:\n\nTe invitamos al portal de familias de {{team}}: documentos, el directorio de miembros, el calendario de la temporada y los formularios, todo en un solo lugar.\n\nEntra aquí: {{link}}\n\nEscribe este correo ({{email}}) y te enviaremos un código de un solo uso. No necesitas contraseña.',
      cta: 'Entrar',
    },
    itAdminOnly:
      'Solo un administrador de TI puede otorgar o quitar el permiso de administrador de TI.',
    lastSiteAdmin:
      'Este es el último administrador del sitio que puede entrar. Primero haz administrador del sitio a otra persona y vuelve a intentarlo.',
  },
});
