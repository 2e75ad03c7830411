import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Refusals of the venue calls, answered in the admin's language. */
export const venuesCatalog = defineServerCatalog('venues', {
  en: {
    invalid: {
      name: 'Write the venue’s name in English, of at most {{max}} characters.',
      nameEs: 'The Spanish name can have at most {{max}} characters.',
      address: 'The address can have at most {{max}} characters.',
      latitude: 'The latitude must be a number of degrees between -90 and 90, or empty.',
      longitude:
        'Give both latitude and longitude (the longitude a number of degrees between -180 and 180), or neither.',
      notes: 'The notes can have at most {{max}} characters.',
      notesEs: 'The Spanish notes can have at most {{max}} characters.',
      id: 'The venue id is not valid.',
      other: 'The venue could not be read. Please check the form and try again.',
    },
    notFound: 'This venue was not found. Someone may have deleted it.',
    duplicate: 'There is already a venue named “{{name}}”. Choose another name.',
    tooMany: 'There can be at most {{max}} venues. Delete one before adding another.',
    inUse_one:
      'This venue is used by {{count}} event. Choose another venue for it before deleting this one.',
    inUse_other:
      'This venue is used by {{count}} events. Choose another venue for them before deleting this one.',
    unknownVenue: 'The chosen venue was not found. Someone may have deleted it; choose another.',
  },
  es: {
    invalid: {
      name: 'Escribe el nombre de la sede en inglés, de {{max}} caracteres como máximo.',
      nameEs: 'El nombre en español puede tener como máximo {{max}} caracteres.',
      address: 'La dirección puede tener como máximo {{max}} caracteres.',
      latitude: 'La latitud debe ser un número de grados entre -90 y 90, o quedar vacía.',
      longitude:
        'Indica la latitud y la longitud (la longitud, un número de grados entre -180 y 180), o ninguna de las dos.',
      notes: 'Las notas pueden tener como máximo {{max}} caracteres.',
      notesEs: 'Las notas en español pueden tener como máximo {{max}} caracteres.',
      id: 'El id de la sede no es válido.',
      other: 'No se pudo leer la sede. Revisa el formulario e inténtalo de nuevo.',
    },
    notFound: 'No se encontró esta sede. Puede que alguien la haya eliminado.',
    duplicate: 'Ya hay una sede llamada «{{name}}». Elige otro nombre.',
    tooMany: 'Puede haber como máximo {{max}} sedes. Elimina una antes de añadir otra.',
    inUse_one: 'Esta sede la usa {{count}} evento. Elige otra sede para él antes de eliminar esta.',
    inUse_other:
      'Esta sede la usan {{count}} eventos. Elige otra sede para ellos antes de eliminar esta.',
    unknownVenue:
      'No se encontró la sede elegida. Puede que alguien la haya eliminado; elige otra.',
  },
});
