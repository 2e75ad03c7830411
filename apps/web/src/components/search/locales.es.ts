import type { Translation } from '@dugout/shared';
import type { searchEn } from './locales';

/** The Spanish of `searchEn` (locales.ts): fetched only for a Spanish reader. */
export const searchEs: Translation<typeof searchEn> = {
  placeholder: 'buscar contactos, contenido y eventos',
  label: 'Buscar en el portal',
  searching: 'buscando',
  hint: 'Escribe al menos 3 letras.',
  noResults: 'No se encontró nada para «{{text}}».',
  error: 'La búsqueda falló: {{message}}',
  close: 'Cerrar la búsqueda',
  groups: {
    contacts: 'Contactos',
    events: 'Eventos',
    content: 'Contenido',
    links: 'Enlaces',
  },
  opensInNewTab: '(se abre en una pestaña nueva)',
  relation: '{{relation}} de {{player}}',
};
