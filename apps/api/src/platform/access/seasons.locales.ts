import { defineServerCatalog } from '../i18n/server-catalog';

/** The refusal of a write to a past season, answered in the reader's language. */
export const seasonsAccessCatalog = defineServerCatalog('seasons-access', {
  en: {
    archived: 'This belongs to a past season, which is archived and read-only.',
  },
  es: {
    archived: 'Esto pertenece a una temporada pasada, que está archivada y es de solo lectura.',
  },
});
