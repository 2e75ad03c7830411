import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Refusals of the Terms of Service route, answered in the reader's language. */
export const termsCatalog = defineServerCatalog('terms', {
  en: {
    unavailable: 'The Terms of Service are not available',
  },
  es: {
    unavailable: 'Los Términos del servicio no están disponibles',
  },
});
