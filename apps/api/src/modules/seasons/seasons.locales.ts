import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Refusals of the season calls, answered in the reader's language. */
export const seasonsCatalog = defineServerCatalog('seasons', {
  en: {
    invalid: {
      name: 'Write the season’s name, of at most {{max}} characters.',
      startsOn: 'Choose the day the season starts.',
      endsOn: 'Choose the day the season ends, on or after its start.',
      continuingTeams: 'Choose the teams that continue from the club’s current teams.',
      season: 'The season is not valid.',
      id: 'The season id is not valid.',
      other: 'The new season could not be read. Please check the form and try again.',
    },
    notFound: 'This season was not found.',
    duplicate: 'There is already a season named “{{name}}”. Choose another name.',
    noCurrent: 'There is no current season to archive.',
  },
  es: {
    invalid: {
      name: 'Escribe el nombre de la temporada, de {{max}} caracteres como máximo.',
      startsOn: 'Elige el día en que empieza la temporada.',
      endsOn: 'Elige el día en que termina la temporada, igual o posterior a su inicio.',
      continuingTeams: 'Elige los equipos que continúan entre los equipos actuales del club.',
      season: 'La temporada no es válida.',
      id: 'El id de la temporada no es válido.',
      other: 'No se pudo leer la nueva temporada. Revisa el formulario e inténtalo de nuevo.',
    },
    notFound: 'No se encontró esta temporada.',
    duplicate: 'Ya hay una temporada llamada «{{name}}». Elige otro nombre.',
    noCurrent: 'No hay una temporada actual que archivar.',
  },
});
