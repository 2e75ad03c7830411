import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Refusals of the search links, answered in the reader's language. */
export const searchCatalog = defineServerCatalog('search', {
  en: {
    linkNotFound: 'The link was not found',
  },
  es: {
    linkNotFound: 'No se encontró el enlace',
  },
});
