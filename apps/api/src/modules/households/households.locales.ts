import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Refusals of the household calls, answered in the reader's language. */
export const householdsCatalog = defineServerCatalog('households', {
  en: {
    notFound: 'This household was not found. Someone may have deleted it.',
    contactNotFound: 'The contact was not found. Someone may have deleted it.',
    nameTaken: 'A household named “{{name}}” already exists. Choose another name.',
    notMember: 'This contact is in no household.',
    twice: 'A contact can be in the list only once ({{name}}).',
  },
  es: {
    notFound: 'No se encontró este hogar. Puede que alguien lo haya eliminado.',
    contactNotFound: 'No se encontró el contacto. Puede que alguien lo haya eliminado.',
    nameTaken: 'Ya existe un hogar llamado «{{name}}». Elige otro nombre.',
    notMember: 'Este contacto no pertenece a ningún hogar.',
    twice: 'Un contacto solo puede aparecer una vez en la lista ({{name}}).',
  },
});
