import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Refusals of the request-status call (issue 15 §5), answered in the admin's language. */
export const formsCatalog = defineServerCatalog('forms', {
  en: {
    invalid: {
      id: 'The request id is not valid.',
      status: 'The status must be “open” or “fulfilled”.',
    },
    notFound: 'This request was not found. It may have been deleted.',
  },
  es: {
    invalid: {
      id: 'El id de la solicitud no es válido.',
      status: 'El estado debe ser «open» o «fulfilled».',
    },
    notFound: 'No se encontró esta solicitud. Puede que se haya eliminado.',
  },
});
