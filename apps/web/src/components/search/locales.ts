import { defineLocales } from '../../lib/i18n/define-locales';

export const searchLocales = defineLocales({
  en: {
    placeholder: 'search contacts, content and events',
    label: 'Search the portal',
    searching: 'searching',
    hint: 'Type at least 3 letters.',
    noResults: 'Nothing found for “{{text}}”.',
    error: 'Search failed: {{message}}',
    close: 'Close search',
    groups: {
      contacts: 'Contacts',
      events: 'Events',
      content: 'Content',
      links: 'Links',
    },
    opensInNewTab: '(opens in a new tab)',
    relation: '{{relation}} of {{player}}',
  },
  es: {
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
  },
});
