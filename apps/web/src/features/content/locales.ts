import { defineLocales } from '../../lib/i18n/define-locales';

export const contentLocales = defineLocales({
  en: {
    list: { title: 'All Content' },
    new: { title: 'Add Content' },
    edit: { title: 'Edit Content' },
  },
  es: {
    list: { title: 'Todo el contenido' },
    new: { title: 'Agregar contenido' },
    edit: { title: 'Editar contenido' },
  },
});
