import { defineLocales } from '../../lib/i18n/define-locales';

export const adminLocales = defineLocales({
  en: {
    title: 'Admin Tools',
    intro: 'Manage the portal’s content, contacts, events, forms and messages.',
    buttons: {
      addContent: 'Add Content',
      addContact: 'Add a Contact',
      addEvent: 'Add Event',
      emptyCache: 'Empty Cache',
      jerseyAdmin: 'Jersey Form Admin',
      sendMessage: 'Send a Message',
      giftAdmin: 'Gift Form Admin',
      downloadCsv: 'Download Contact CSV',
    },
    working: 'Working…',
    ledgerLink: 'Sent messages and their delivery status',
    toasts: {
      cacheUpdated: 'updated cache!',
      cacheFailed: 'error updating cache.',
      csvFailed: 'Could not download the contact report: {{message}}',
    },
  },
  es: {
    title: 'Herramientas de administración',
    intro:
      'Administra el contenido, los contactos, los eventos, los formularios y los mensajes del portal.',
    buttons: {
      addContent: 'Agregar contenido',
      addContact: 'Agregar un contacto',
      addEvent: 'Agregar evento',
      emptyCache: 'Vaciar caché',
      jerseyAdmin: 'Administrar formulario de camisetas',
      sendMessage: 'Enviar un mensaje',
      giftAdmin: 'Administrar formulario de regalos',
      downloadCsv: 'Descargar CSV de contactos',
    },
    working: 'Procesando…',
    ledgerLink: 'Mensajes enviados y su estado de entrega',
    toasts: {
      cacheUpdated: '¡caché actualizada!',
      cacheFailed: 'error al actualizar la caché.',
      csvFailed: 'No se pudo descargar el informe de contactos: {{message}}',
    },
  },
});
