import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Refusals of the team calls, answered in the admin's language. */
export const teamsCatalog = defineServerCatalog('teams', {
  en: {
    invalid: {
      name: 'Write the team’s name, of at most {{max}} characters.',
      shortName:
        'Write the team’s short name (it labels its events), of at most {{max}} characters.',
      sortOrder: 'The sort order must be a whole number from 0 to 10000.',
      rosterUrl:
        'The roster feed must be a web address starting with https:// or http://, of at most 500 characters.',
      active: 'Say whether the team is active with true or false.',
      members: 'List each person once, as player, coach or manager.',
      id: 'The team id is not valid.',
      other: 'The team could not be read. Please check the form and try again.',
    },
    notFound: 'This team was not found.',
    duplicate: 'There is already a team named “{{name}}”. Choose another name.',
    tooMany: 'There can be at most {{max}} teams.',
    unknownContacts_one:
      '{{count}} of the people chosen was not found. Someone may have deleted them.',
    unknownContacts_other:
      '{{count}} of the people chosen were not found. Someone may have deleted them.',
  },
  es: {
    invalid: {
      name: 'Escribe el nombre del equipo, de {{max}} caracteres como máximo.',
      shortName:
        'Escribe el nombre corto del equipo (identifica sus eventos), de {{max}} caracteres como máximo.',
      sortOrder: 'El orden debe ser un número entero de 0 a 10000.',
      rosterUrl:
        'La fuente de la plantilla debe ser una dirección web que empiece por https:// o http://, de 500 caracteres como máximo.',
      active: 'Indica si el equipo está activo con true o false.',
      members: 'Incluye a cada persona una sola vez, como jugador, entrenador o encargado.',
      id: 'El id del equipo no es válido.',
      other: 'No se pudo leer el equipo. Revisa el formulario e inténtalo de nuevo.',
    },
    notFound: 'No se encontró este equipo.',
    duplicate: 'Ya hay un equipo llamado «{{name}}». Elige otro nombre.',
    tooMany: 'Puede haber como máximo {{max}} equipos.',
    unknownContacts_one:
      'No se encontró a {{count}} de las personas elegidas. Puede que alguien la haya eliminado.',
    unknownContacts_other:
      'No se encontró a {{count}} de las personas elegidas. Puede que alguien las haya eliminado.',
  },
});
