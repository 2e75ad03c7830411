import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** The one-click unsubscribe link's footer and pages. */
export const unsubscribeCatalog = defineServerCatalog('unsubscribe', {
  en: {
    kinds: {
      eventNotices: 'event and content notices',
      reminders: 'reminders',
      staffMessages: 'messages from the staff',
      duties: 'volunteer duty reminders',
      conversations: 'conversation digests',
    },
    footer: {
      html: 'You get {{kind}} from {{team}} by email.',
      link: 'Unsubscribe',
      text: 'Unsubscribe from {{kind}} by email: {{url}}',
    },
    page: {
      confirmTitle: 'Stop {{kind}} by email?',
      confirmBody:
        '{{person}} gets {{kind}} from {{team}} by email. Unsubscribe to stop them; other messages, and texts, stay as they are.',
      alreadyBody: 'Email is off already for {{kind}} to {{person}}.',
      button: 'Unsubscribe',
      doneTitle: 'You are unsubscribed',
      doneBody:
        'We will no longer email {{kind}} to {{person}}. You can turn them back on in your message preferences.',
      preferences: 'Your message preferences',
      invalidTitle: 'This unsubscribe link is not valid',
      invalidBody:
        'It may have been cut short or changed. Sign in to choose which messages reach you in your message preferences.',
      memberGone: 'The person this link was for is no longer in the portal.',
    },
  },
  es: {
    kinds: {
      eventNotices: 'avisos de eventos y contenido',
      reminders: 'recordatorios',
      staffMessages: 'mensajes del personal',
      duties: 'recordatorios de tareas de voluntarios',
      conversations: 'resúmenes de conversaciones',
    },
    footer: {
      html: 'Recibes {{kind}} de {{team}} por correo.',
      link: 'Darse de baja',
      text: 'Darse de baja de {{kind}} por correo: {{url}}',
    },
    page: {
      confirmTitle: '¿Dejar de recibir {{kind}} por correo?',
      confirmBody:
        '{{person}} recibe {{kind}} de {{team}} por correo. Date de baja para dejar de recibirlos; los demás mensajes, y los SMS, no cambian.',
      alreadyBody: 'Los {{kind}} por correo a {{person}} ya están desactivados.',
      button: 'Darse de baja',
      doneTitle: 'Te has dado de baja',
      doneBody:
        'Ya no enviaremos {{kind}} por correo a {{person}}. Puedes volver a activarlos en tus preferencias de mensajes.',
      preferences: 'Tus preferencias de mensajes',
      invalidTitle: 'Este enlace para darse de baja no es válido',
      invalidBody:
        'Puede que esté cortado o modificado. Inicia sesión para elegir qué mensajes te llegan en tus preferencias de mensajes.',
      memberGone: 'La persona a la que iba dirigido este enlace ya no está en el portal.',
    },
  },
});
