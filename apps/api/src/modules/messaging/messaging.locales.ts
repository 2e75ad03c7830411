import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** The wording around a staff message (its body is the staff's own text, in each language). */
export const messagingCatalog = defineServerCatalog('messaging', {
  en: {
    subject: 'A message from the {{team}}',
    messageNotFound: 'The message was not found',
  },
  es: {
    subject: 'Mensaje de los {{team}}',
    messageNotFound: 'No se encontró el mensaje',
  },
});
