import { defineServerCatalog } from '../i18n/server-catalog';

/** The conversations' refusals by the access layer, in the reader's language. */
export const conversationsAccessCatalog = defineServerCatalog('conversations-access', {
  en: {
    notYourPost: 'You can only change your own posts',
    editWindowOver:
      'A post can be edited for {{minutes}} minutes after it is written; you can still delete it',
    notModerator: 'Only the managers of its teams and the admins can moderate this conversation',
  },
  es: {
    notYourPost: 'Solo puedes cambiar tus propias publicaciones',
    editWindowOver:
      'Una publicación se puede editar durante {{minutes}} minutos después de escribirla; todavía puedes borrarla',
    notModerator:
      'Solo los responsables de sus equipos y los administradores pueden moderar esta conversación',
  },
});
