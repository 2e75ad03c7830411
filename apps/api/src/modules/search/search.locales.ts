import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Refusals of the search links, answered in the reader's language. */
export const searchCatalog = defineServerCatalog('search', {
  en: {
    linkNotFound: 'The link was not found',
    tooManySearches: 'Too many searches at once. Please wait a moment and try again.',
  },
  es: {
    linkNotFound: 'No se encontró el enlace',
    tooManySearches: 'Demasiadas búsquedas seguidas. Espera un momento y vuelve a intentarlo.',
  },
});
