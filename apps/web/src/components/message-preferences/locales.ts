import { defineLocales } from '../../lib/i18n/define-locales';

/** The member's message preferences (issue 16 §1): on the profile, and read-only for admins. */
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
    pushNote: 'Push: enable notifications on this device first (coming soon).',
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
    pushNote: 'Push: primero activa las notificaciones en este dispositivo (próximamente).',
    noPhone: 'Mensajes de texto: añade un número de móvil a tu ficha para elegirlos.',
    save: 'Guardar opciones de mensajes',
    saved: 'Se guardaron tus opciones de mensajes.',
    saveFailed: 'No se pudieron guardar tus opciones de mensajes. Inténtalo de nuevo.',
    loadError: 'No pudimos cargar las opciones de mensajes.',
    on: 'Sí',
    off: 'No',
  },
});
