import { defineLocales } from '../../lib/i18n/define-locales';

export const contactsLocales = defineLocales({
  en: {
    list: { title: '{{team}} Family Members & Contacts' },
    detail: { title: 'Contact' },
    new: { title: 'Add a Contact' },
    edit: { title: 'Edit Contact' },
  },
  es: {
    list: { title: 'Familias y contactos de {{team}}' },
    detail: { title: 'Contacto' },
    new: { title: 'Agregar un contacto' },
    edit: { title: 'Editar contacto' },
  },
});
