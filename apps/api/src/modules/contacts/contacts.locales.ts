import { RULE_MESSAGES, RULE_MESSAGES_ES } from '@dugout/shared';
import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** The invitation to sign in and why one was not sent, and the privilege refusals. */
export const contactsCatalog = defineServerCatalog('contacts', {
  en: {
    invite: {
      subject: "You're invited to the {{team}} family portal",
      text: 'Hi {{firstName}},\n\nYou have been invited to the {{team}} family portal: documents, the members directory, the season calendar and request forms, all in one place.\n\nSign in here: {{link}}\n\nEnter this email address ({{email}}) and we will send you a one-time code. No password needed.',
      cta: 'Sign in',
      // The ledger's line for the invitations one admin sent at once (each email is per person).
      ledgerBody_one: 'An invitation to sign in to the {{team}} family portal.',
      ledgerBody_other:
        'Invitations to sign in to the {{team}} family portal, {{count}} people, each in their language.',
    },
    // Why a contact was left out of invitations sent to many (POST /api/contacts/invite).
    inviteSkipped: {
      no_email: 'No email address, which signing in needs',
      not_found: 'This contact no longer exists',
      it_admin_only: 'Only an IT admin can turn on sign-in for an IT admin',
    },
    itAdminOnly: 'Only an IT admin can grant or remove the IT Admin permission.',
    lastSiteAdmin:
      'This is the last site admin who can sign in. Make someone else a site admin first, then try again.',
    refusal: {
      emailFixed: 'The email address is set when the contact is created and cannot be changed',
      signInNeedsEmail: 'A contact needs an email address to sign in',
      choosePlayer: 'Choose the player this contact is connected to',
      unknownRelation: 'Choose the relation to the player from the list',
      deleteSelf: 'You cannot delete your own contact',
      emailTaken: 'A contact with this email address already exists',
      inviteNeedsEmail: 'An email address is needed to send an invitation',
      notOnRoster: 'Player {{id}} is not on the team roster',
      noAffiliation: 'Affiliation {{id}} does not exist',
      rosterUnavailable: 'The team roster is unavailable right now. Please try again later.',
      badCursor:
        'This page of the directory cannot be found: reload the directory and scroll again',
      unknownTeam: 'There is no such team: choose one of the list',
      inactiveTeam: 'That team is no longer active: choose one of the list',
      photo: {
        notBase64: 'The photo could not be read: it is not base64 image data',
        tooLarge: RULE_MESSAGES.photoTooLarge,
        notImage: 'The photo is not an image (JPEG or PNG expected)',
        wrongType: 'The photo must be a JPEG or PNG image',
        unprocessable: 'The photo could not be processed: it is damaged or too large',
      },
      // "Only an administrator can change the …", one text per locked field.
      adminOnly: {
        permissions: 'Only an administrator can change the permissions',
        affiliation: 'Only an administrator can change the affiliation',
        playerLink: 'Only an administrator can change the player link',
        relation: 'Only an administrator can change the relation to the player',
        description: 'Only an administrator can change the description',
        hideFlag: 'Only an administrator can change the hide flag',
        siteUser: 'Only an administrator can change the site user flag',
      },
    },
  },
  es: {
    invite: {
      subject: 'Te invitamos al portal de familias de {{team}}',
      text: 'Hola {{firstName}}:\n\nTe invitamos al portal de familias de {{team}}: documentos, el directorio de miembros, el calendario de la temporada y los formularios, todo en un solo lugar.\n\nEntra aquí: {{link}}\n\nEscribe este correo ({{email}}) y te enviaremos un código de un solo uso. No necesitas contraseña.',
      cta: 'Entrar',
      ledgerBody_one: 'Una invitación para entrar al portal de familias de {{team}}.',
      ledgerBody_other:
        'Invitaciones para entrar al portal de familias de {{team}}, {{count}} personas, cada una en su idioma.',
    },
    inviteSkipped: {
      no_email: 'No tiene correo, y para entrar hace falta uno',
      not_found: 'Este contacto ya no existe',
      it_admin_only:
        'Solo un administrador de TI puede activar el acceso de un administrador de TI',
    },
    itAdminOnly:
      'Solo un administrador de TI puede otorgar o quitar el permiso de administrador de TI.',
    lastSiteAdmin:
      'Este es el último administrador del sitio que puede entrar. Primero haz administrador del sitio a otra persona y vuelve a intentarlo.',
    refusal: {
      emailFixed: 'El correo se fija al crear el contacto y no se puede cambiar',
      signInNeedsEmail: 'Un contacto necesita un correo para poder entrar',
      choosePlayer: 'Elige el jugador con el que está relacionado este contacto',
      unknownRelation: 'Elige de la lista la relación con el jugador',
      deleteSelf: 'No puedes eliminar tu propio contacto',
      emailTaken: 'Ya existe un contacto con este correo',
      inviteNeedsEmail: 'Se necesita un correo para enviar una invitación',
      notOnRoster: 'El jugador {{id}} no está en la plantilla del equipo',
      noAffiliation: 'La afiliación {{id}} no existe',
      rosterUnavailable:
        'La plantilla del equipo no está disponible en este momento. Inténtalo de nuevo más tarde.',
      badCursor:
        'No se encuentra esta página del directorio: vuelve a cargar el directorio y desplázate de nuevo',
      unknownTeam: 'No existe ese equipo: elige uno de la lista',
      inactiveTeam: 'Ese equipo ya no está activo: elige uno de la lista',
      photo: {
        notBase64: 'No se pudo leer la foto: no son datos de imagen en base64',
        tooLarge: RULE_MESSAGES_ES.photoTooLarge,
        notImage: 'La foto no es una imagen (se espera JPEG o PNG)',
        wrongType: 'La foto debe ser una imagen JPEG o PNG',
        unprocessable: 'No se pudo procesar la foto: está dañada o es demasiado grande',
      },
      adminOnly: {
        permissions: 'Solo un administrador puede cambiar los permisos',
        affiliation: 'Solo un administrador puede cambiar la afiliación',
        playerLink: 'Solo un administrador puede cambiar el vínculo con el jugador',
        relation: 'Solo un administrador puede cambiar la relación con el jugador',
        description: 'Solo un administrador puede cambiar la descripción',
        hideFlag: 'Solo un administrador puede cambiar la opción de ocultar',
        siteUser: 'Solo un administrador puede cambiar si es usuario del sitio',
      },
    },
  },
});
