import { defineLocales } from '../../lib/i18n/define-locales';

/** The shared "choose recipients" picker (content form, event form, Send a Message). */
export const recipientPickerLocales = defineLocales({
  en: {
    recipients: 'Recipients',
    notifyMembers: 'Notify Members',
    searchUser: 'search a user',
    nSelected: '{{count}} selected',
    noContacts: 'No contacts',
    loading: 'Loading contacts…',
    affiliationFilter: 'Affiliation filter',
    allAffiliations: 'All affiliations',
    selectAll: 'Select all shown',
    clearAll: 'Clear',
    shortcuts: 'Add everyone of an affiliation',
    allOf: 'All of {{name}} ({{count}})',
    clearRecipients: 'Clear recipients',
    chosen: 'Chosen recipients',
    remove: 'Remove {{name}}',
  },
  es: {
    recipients: 'Destinatarios',
    notifyMembers: 'Avisar a los miembros',
    searchUser: 'buscar un usuario',
    nSelected: '{{count}} seleccionados',
    noContacts: 'No hay contactos',
    loading: 'Cargando contactos…',
    affiliationFilter: 'Filtro de afiliación',
    allAffiliations: 'Todas las afiliaciones',
    selectAll: 'Seleccionar los mostrados',
    clearAll: 'Borrar',
    shortcuts: 'Agregar a todos de una afiliación',
    allOf: 'Todos de {{name}} ({{count}})',
    clearRecipients: 'Quitar destinatarios',
    chosen: 'Destinatarios elegidos',
    remove: 'Quitar a {{name}}',
  },
});
