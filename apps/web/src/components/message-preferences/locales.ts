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
      duties: 'Volunteer duties',
      conversations: 'Conversations',
    },
    channels: { email: 'Email', sms: 'Text (SMS)', push: 'Push' },
    choice: '{{kind}} by {{channel}}',
    notOffered: '{{kind}} are not sent by {{channel}}',
    pushNote: 'Push: turn on notifications on a device first (below).',
    device: {
      title: 'Notifications on this device',
      on: 'Notifications are on for this device. The messages you choose by Push appear here.',
      off: 'Off on this device.',
      enabling: 'Turning on…',
      disabling: 'Turning off…',
      blocked:
        'Notifications are blocked for this site. To allow them again, open the browser’s site settings (the icon beside the web address), set Notifications to Allow, then reload this page.',
      unsupported:
        'This browser cannot show notifications from the portal. Try a current Chrome, Edge, Firefox or Safari.',
      iosHomeScreen:
        'On iPhone and iPad, notifications work once the portal is on your Home Screen: tap Share, then Add to Home Screen, then open the portal from there.',
      enable: 'Turn on notifications',
      disable: 'Turn off notifications',
      dismissed:
        'Notifications were not allowed. To turn them on, press the button again and choose Allow.',
      refused: 'The portal did not accept this device. {{reason}}',
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
      duties: 'Tareas de voluntarios',
      conversations: 'Conversaciones',
    },
    channels: { email: 'Correo', sms: 'Mensaje de texto (SMS)', push: 'Notificación push' },
    choice: '{{kind}} por {{channel}}',
    notOffered: '{{kind}} no se envían por {{channel}}',
    pushNote: 'Push: primero activa las notificaciones en un dispositivo (abajo).',
    device: {
      title: 'Notificaciones en este dispositivo',
      on: 'Las notificaciones están activadas en este dispositivo. Aquí aparecen los mensajes que eliges por notificación push.',
      off: 'Desactivadas en este dispositivo.',
      enabling: 'Activando…',
      disabling: 'Desactivando…',
      blocked:
        'Las notificaciones están bloqueadas para este sitio. Para permitirlas de nuevo, abre la configuración del sitio en el navegador (el icono junto a la dirección web), pon Notificaciones en Permitir y vuelve a cargar esta página.',
      unsupported:
        'Este navegador no puede mostrar notificaciones del portal. Prueba con una versión actual de Chrome, Edge, Firefox o Safari.',
      iosHomeScreen:
        'En iPhone y iPad, las notificaciones funcionan cuando el portal está en tu pantalla de inicio: toca Compartir, luego Añadir a pantalla de inicio y abre el portal desde allí.',
      enable: 'Activar notificaciones',
      disable: 'Desactivar notificaciones',
      dismissed:
        'No se permitieron las notificaciones. Para activarlas, pulsa el botón de nuevo y elige Permitir.',
      refused: 'El portal no aceptó este dispositivo. {{reason}}',
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
