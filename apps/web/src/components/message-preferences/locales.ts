import { defineLocales } from '../../lib/i18n/define-locales';

/** The member's message preferences: on the profile, and read-only for admins. */
export const messagePreferencesLocales = defineLocales({
  en: {
    title: 'Messages',
    intro: 'Choose how each kind of message reaches you.',
    readOnlyIntro: 'How each kind of message reaches this person. Only they can change it.',
    caption: 'Channels for each kind of message',
    kind: 'Kind of message',
    kinds: {
      eventNotices: 'Event and content notices',
      reminders: 'Reminders',
      staffMessages: 'Messages from the staff',
    },
    channels: { email: 'Email', sms: 'Text (SMS)', push: 'Push' },
    choice: '{{kind}} by {{channel}}',
    pushNote: 'Push: turn on notifications on a device first (below).',
    device: {
      title: 'Notifications on this device',
      on: 'On: this device shows the messages you choose by Push.',
      off: 'Off on this device.',
      blocked:
        'Blocked by the browser. Allow notifications for this site in the browser’s settings, then come back.',
      unsupported:
        'Not supported in this browser. On an iPhone or iPad, add the portal to the Home Screen and open it from there.',
      enable: 'Turn on notifications',
      disable: 'Turn off notifications',
      enableFailed: 'Notifications could not be turned on. Please try again.',
      disableFailed: 'Notifications could not be turned off. Please try again.',
    },
    noPhone: 'Texts: add a mobile number to your card to choose them.',
    save: 'Save message choices',
    saved: 'Your message choices were saved.',
    saveFailed: 'Your message choices could not be saved. Please try again.',
    loadError: 'We could not load the message choices.',
    on: 'On',
    off: 'Off',
  },
  es: {
    title: 'Mensajes',
    intro: 'Elige cómo te llega cada tipo de mensaje.',
    readOnlyIntro: 'Cómo le llega a esta persona cada tipo de mensaje. Solo ella puede cambiarlo.',
    caption: 'Canales para cada tipo de mensaje',
    kind: 'Tipo de mensaje',
    kinds: {
      eventNotices: 'Avisos de eventos y contenido',
      reminders: 'Recordatorios',
      staffMessages: 'Mensajes del personal',
    },
    channels: { email: 'Correo', sms: 'Mensaje de texto (SMS)', push: 'Notificación push' },
    choice: '{{kind}} por {{channel}}',
    pushNote: 'Push: primero activa las notificaciones en un dispositivo (abajo).',
    device: {
      title: 'Notificaciones en este dispositivo',
      on: 'Activadas: este dispositivo muestra los mensajes que eliges por notificación push.',
      off: 'Desactivadas en este dispositivo.',
      blocked:
        'Bloqueadas por el navegador. Permite las notificaciones de este sitio en la configuración del navegador y vuelve.',
      unsupported:
        'Este navegador no las admite. En un iPhone o iPad, añade el portal a la pantalla de inicio y ábrelo desde allí.',
      enable: 'Activar notificaciones',
      disable: 'Desactivar notificaciones',
      enableFailed: 'No se pudieron activar las notificaciones. Inténtalo de nuevo.',
      disableFailed: 'No se pudieron desactivar las notificaciones. Inténtalo de nuevo.',
    },
    noPhone: 'Mensajes de texto: añade un número de móvil a tu ficha para elegirlos.',
    save: 'Guardar opciones de mensajes',
    saved: 'Se guardaron tus opciones de mensajes.',
    saveFailed: 'No se pudieron guardar tus opciones de mensajes. Inténtalo de nuevo.',
    loadError: 'No pudimos cargar las opciones de mensajes.',
    on: 'Sí',
    off: 'No',
  },
});
