import { defineServerCatalog } from '../i18n/server-catalog';

/** The conversations' refusals by the access layer, in the reader's language. */
export const conversationsAccessCatalog = defineServerCatalog('conversations-access', {
  en: {
    notYourPost: 'You can only change your own posts',
    editWindowOver:
      'A post can be edited for {{minutes}} minutes after it is written; you can still delete it',
  },
  es: {
    notYourPost: 'Solo puedes cambiar tus propias publicaciones',
    editWindowOver:
      'Una publicación se puede editar durante {{minutes}} minutos después de escribirla; todavía puedes borrarla',
  },
});
