import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** The conversations' answers and refusals, in the reader's language. */
export const conversationsCatalog = defineServerCatalog('conversations', {
  en: {
    aMember: 'A member',
    postNotFound: 'The post was not found',
    pinnedNotFound: 'The pinned post was not found',
    invalidId: {
      event: 'That is not a valid id for an event',
      pinned: 'That is not a valid id for a pinned post',
      content: 'That is not a valid id for a content item',
    },
    locked: 'This conversation is locked: it can be read but not added to',
    replyToReply: 'Replies are one level deep: answer the first post instead',
    parentNotFound: 'The post you are answering was not found in this conversation',
    parentDeleted: 'The post you are answering was deleted',
    postDeleted: 'This post was deleted',
    postHidden: 'A manager hid this post: it can no longer be edited, only deleted',
    tooManyPosts: 'You are posting very fast. Wait {{count}} minute(s) and try again',
    invalid: {
      body: 'Write a post of 1 to {{max}} characters',
      parentId: 'The post you are answering is not valid',
      reason: 'Give a reason of 1 to {{max}} characters',
      locked: 'Say whether the conversation is locked (true or false)',
      mentions: 'Mention at most {{max}} members, each by their id',
      following: 'Say whether you follow the conversation (true or false)',
      other: 'The conversation request is not valid',
    },
  },
  es: {
    aMember: 'Un miembro',
    postNotFound: 'No se encontró la publicación',
    pinnedNotFound: 'No se encontró el anuncio fijado',
    invalidId: {
      event: 'Ese no es un identificador válido para un evento',
      pinned: 'Ese no es un identificador válido para un anuncio fijado',
      content: 'Ese no es un identificador válido para un elemento de contenido',
    },
    locked: 'Esta conversación está cerrada: se puede leer pero no añadir nada',
    replyToReply: 'Las respuestas tienen un solo nivel: responde a la primera publicación',
    parentNotFound: 'No se encontró en esta conversación la publicación a la que respondes',
    parentDeleted: 'La publicación a la que respondes fue borrada',
    postDeleted: 'Esta publicación fue borrada',
    postHidden: 'Un responsable ocultó esta publicación: ya no se puede editar, solo borrar',
    tooManyPosts: 'Estás publicando muy rápido. Espera {{count}} minuto(s) e inténtalo de nuevo',
    invalid: {
      body: 'Escribe una publicación de 1 a {{max}} caracteres',
      parentId: 'La publicación a la que respondes no es válida',
      reason: 'Indica un motivo de 1 a {{max}} caracteres',
      locked: 'Indica si la conversación está cerrada (true o false)',
      mentions: 'Menciona como mucho a {{max}} miembros, cada uno por su identificador',
      following: 'Indica si sigues la conversación (true o false)',
      other: 'La solicitud de la conversación no es válida',
    },
  },
});
