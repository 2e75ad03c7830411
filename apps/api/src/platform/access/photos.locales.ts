import { defineServerCatalog } from '../i18n/server-catalog';

/** The album's refusals of the access layer, in the reader's language. */
export const photosAccessCatalog = defineServerCatalog('photos-access', {
  en: {
    notYours:
      'Only the member who added this photo, an administrator or the team manager can remove it.',
    guardianOnly: 'Only a guardian of this child’s household can set their photo consent.',
    managersOnly: 'Only an administrator or the team manager can approve a photo.',
  },
  es: {
    notYours:
      'Solo quien añadió esta foto, un administrador o el administrador del equipo puede quitarla.',
    guardianOnly: 'Solo un tutor del hogar de este niño puede decidir si aparece en fotos.',
    managersOnly: 'Solo un administrador o el administrador del equipo puede aprobar una foto.',
  },
});
