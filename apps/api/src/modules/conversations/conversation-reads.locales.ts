import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Marking a conversation read: its refusals, in the reader's language. */
export const conversationReadsCatalog = defineServerCatalog('conversation-reads', {
  en: {
    notAPostHere: 'That post is not in this conversation',
    invalid: {
      lastPostId: 'Say which post was read last (a post id, a whole number above 0)',
      other: 'The request to mark the conversation read is not valid',
    },
  },
  es: {
    notAPostHere: 'Esa publicación no está en esta conversación',
    invalid: {
      lastPostId:
        'Indica la última publicación leída (su identificador, un número entero mayor que 0)',
      other: 'La solicitud para marcar la conversación como leída no es válida',
    },
  },
});
