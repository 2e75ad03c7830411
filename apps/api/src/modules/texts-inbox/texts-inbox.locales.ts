import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** What the office's inbox of texts answers with. */
export const textsInboxCatalog = defineServerCatalog('textsInbox', {
  en: {
    /** The outbox's subject of an answer (texts show no subject; the ledger does). */
    subject: 'Answer from the {{team}} office',
    refusal: {
      notFound: 'This conversation does not exist.',
      optedOut:
        'This number replied STOP: texts to it are off until it sends START. Answer another way.',
      notConfigured:
        'Texts are not set up on this portal (no Twilio account), so no answer can be sent.',
      unverified:
        'No contact has confirmed holding this number, and texts go only to confirmed numbers. Answer another way.',
    },
  },
  es: {
    subject: 'Respuesta de la oficina de {{team}}',
    refusal: {
      notFound: 'Esta conversación no existe.',
      optedOut:
        'Este número respondió STOP: los mensajes a él están desactivados hasta que envíe START. Responde de otra manera.',
      notConfigured:
        'Los mensajes de texto no están configurados en este portal (no hay cuenta de Twilio), así que no se puede enviar una respuesta.',
      unverified:
        'Ningún contacto ha confirmado que este número sea suyo, y los mensajes solo van a números confirmados. Responde de otra manera.',
    },
  },
});
