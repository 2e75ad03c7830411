import { defineServerCatalog } from '../i18n/server-catalog';

/** The album's refusals of the access layer, in the reader's language. */
export const photosAccessCatalog = defineServerCatalog('photos-access', {
  en: {
    notYours:
      'Only the member who added this photo, an administrator or the team manager can remove it.',
  },
  es: {
    notYours:
      'Solo quien añadió esta foto, un administrador o el administrador del equipo puede quitarla.',
  },
});
