import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Refusals of the pinned-post calls, answered in the admin's language. */
export const pinnedCatalog = defineServerCatalog('pinned', {
  en: {
    invalid: {
      titleEn: 'Write a title in English, of at most {{max}} characters.',
      textEn: 'The English text can have at most {{max}} characters.',
      titleEs: 'The Spanish title can have at most {{max}} characters.',
      textEs: 'The Spanish text can have at most {{max}} characters.',
      link: 'The link must be a portal page such as /events/all or a web address starting with https://.',
      expiresOn: 'The last day must be a date such as 2026-11-30, or empty to keep the post.',
      ids: 'Send every post’s id once, in the new order.',
      id: 'The pinned post id is not valid.',
      teams: 'Teams must be a list of team ids.',
      other: 'The pinned post could not be read. Please check the form and try again.',
    },
    notFound: 'This pinned post was not found. Someone may have deleted it.',
    tooMany: 'There can be at most {{max}} pinned posts. Delete one before adding another.',
    unknownTeam: 'Unknown team: {{ids}}. Someone may have deleted it; choose another.',
    inactiveTeam: '{{names}} is no longer an active team; choose another.',
  },
  es: {
    invalid: {
      titleEn: 'Escribe un título en inglés, de {{max}} caracteres como máximo.',
      textEn: 'El texto en inglés puede tener como máximo {{max}} caracteres.',
      titleEs: 'El título en español puede tener como máximo {{max}} caracteres.',
      textEs: 'El texto en español puede tener como máximo {{max}} caracteres.',
      link: 'El enlace debe ser una página del portal como /events/all o una dirección web que empiece por https://.',
      expiresOn:
        'El último día debe ser una fecha como 2026-11-30, o quedar vacío para mantener la publicación.',
      ids: 'Envía el id de cada publicación una sola vez, en el nuevo orden.',
      id: 'El id de la publicación fijada no es válido.',
      teams: 'Los equipos deben ser una lista de ids de equipo.',
      other: 'No se pudo leer la publicación fijada. Revisa el formulario e inténtalo de nuevo.',
    },
    notFound: 'No se encontró esta publicación fijada. Puede que alguien la haya eliminado.',
    tooMany:
      'Puede haber como máximo {{max}} publicaciones fijadas. Elimina una antes de añadir otra.',
    unknownTeam: 'Equipo desconocido: {{ids}}. Puede que alguien lo haya eliminado; elige otro.',
    inactiveTeam: '{{names}} ya no es un equipo activo; elige otro.',
  },
});
