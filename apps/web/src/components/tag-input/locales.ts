import { defineLocales } from '../../lib/i18n/define-locales';

/** The tag editor of the content and event forms. */
export const tagInputLocales = defineLocales({
  en: {
    label: 'Tags',
    placeholder: 'Type a tag and press Enter',
    addTag: 'Add tag',
    tagList: 'Added tags',
    removeTag: 'Remove tag {{tag}}',
  },
  es: {
    label: 'Etiquetas',
    placeholder: 'Escribe una etiqueta y pulsa Enter',
    addTag: 'Agregar etiqueta',
    tagList: 'Etiquetas agregadas',
    removeTag: 'Quitar la etiqueta {{tag}}',
  },
});
