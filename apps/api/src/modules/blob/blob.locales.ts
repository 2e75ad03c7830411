import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Refusals of the file downloads, answered in the reader's language. */
export const blobCatalog = defineServerCatalog('blob', {
  en: {
    fileNotFound: 'The file was not found',
  },
  es: {
    fileNotFound: 'No se encontró el archivo',
  },
});
