import { defineLocales } from '../../lib/i18n/define-locales';

/** Invitations to sign in sent to many contacts: from the directory and an import's result. */
export const invitationsLocales = defineLocales({
  en: {
    confirm: {
      title: 'Send invitations?',
      text_one:
        'One contact will get an email, in their language, with a link to sign in. Sign-in is turned on for them if it is off.',
      text_other:
        '{{count}} contacts will each get an email, in their language, with a link to sign in. Sign-in is turned on for those who have it off.',
      send_one: 'Send 1 invitation',
      send_other: 'Send {{count}} invitations',
      sending: 'Sending invitations…',
      cancel: 'Cancel',
    },
    result: {
      invited_one: 'Invitation sent to 1 contact.',
      invited_other: 'Invitations sent to {{count}} contacts.',
      none: 'No invitation was sent.',
      skipped_one: '1 contact was left out:',
      skipped_other: '{{count}} contacts were left out:',
      unknown: 'A contact',
      skippedLine: '{{name}}: {{reason}}',
    },
    // Admin Tools › Import Contacts, once the import is written.
    imported: {
      heading: 'Import done',
      intro:
        'The new families cannot sign in yet. Invite them: each gets an email, in their language, with a link to sign in.',
      invite_one: 'Invite the new family',
      invite_other: 'Invite the {{count}} new families',
      withoutEmail_one:
        'One new contact has no email and gets no invitation: a child’s guardians answer for them.',
      withoutEmail_other:
        '{{count}} new contacts have no email and get no invitation: a child’s guardians answer for them.',
    },
  },
  es: {
    confirm: {
      title: '¿Enviar las invitaciones?',
      text_one:
        'Un contacto recibirá un correo, en su idioma, con un enlace para entrar. Si no tiene acceso al portal, se le activa.',
      text_other:
        '{{count}} contactos recibirán cada uno un correo, en su idioma, con un enlace para entrar. A quienes no tengan acceso al portal se les activa.',
      send_one: 'Enviar 1 invitación',
      send_other: 'Enviar {{count}} invitaciones',
      sending: 'Enviando las invitaciones…',
      cancel: 'Cancelar',
    },
    result: {
      invited_one: 'Invitación enviada a 1 contacto.',
      invited_other: 'Invitaciones enviadas a {{count}} contactos.',
      none: 'No se envió ninguna invitación.',
      skipped_one: '1 contacto quedó fuera:',
      skipped_other: '{{count}} contactos quedaron fuera:',
      unknown: 'Un contacto',
      skippedLine: '{{name}}: {{reason}}',
    },
    imported: {
      heading: 'Importación lista',
      intro:
        'Las familias nuevas todavía no pueden entrar. Invítalas: cada una recibe un correo, en su idioma, con un enlace para entrar.',
      invite_one: 'Invitar a la familia nueva',
      invite_other: 'Invitar a las {{count}} familias nuevas',
      withoutEmail_one:
        'Un contacto nuevo no tiene correo y no recibe invitación: los tutores de un niño responden por él.',
      withoutEmail_other:
        '{{count}} contactos nuevos no tienen correo y no reciben invitación: los tutores de un niño responden por ellos.',
    },
  },
});
