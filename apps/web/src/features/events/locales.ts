import { defineLocales } from '../../lib/i18n/define-locales';

export const eventsLocales = defineLocales({
  en: {
    list: { title: 'Events' },
    new: { title: 'Add Event' },
    detail: { title: 'Event' },
    edit: { title: 'Edit Event' },
  },
  es: {
    list: { title: 'Eventos' },
    new: { title: 'Agregar evento' },
    detail: { title: 'Evento' },
    edit: { title: 'Editar evento' },
  },
});
