import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** The health check's refusal, in the reader's language. */
export const healthCatalog = defineServerCatalog('health', {
  en: {
    databaseUnavailable: 'The database is unavailable',
  },
  es: {
    databaseUnavailable: 'La base de datos no está disponible',
  },
});
