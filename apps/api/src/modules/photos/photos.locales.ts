import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** What the album's calls answer, in the reader's language. */
export const photosCatalog = defineServerCatalog('photos', {
  en: {
    family: 'A family',
    photoNotFound: 'This photo was not found. It may have been removed.',
    upload: {
      multipart: 'Send the photo as a form upload (multipart/form-data) in the field "photo".',
      missing: 'Choose a photo to add.',
      oneFile: 'Send one photo at a time, in the field "photo".',
      tooLarge: 'This photo is too large: the limit is {{limit}}.',
      notImage: 'This file is not a photo we can read. Send a JPEG, PNG, WebP, HEIC or AVIF.',
      wrongType: 'Photos must be JPEG, PNG, WebP, HEIC or AVIF, not {{format}}.',
      unprocessable: 'This photo could not be converted. Please try another one.',
      caption: 'The caption may have at most {{max}} characters.',
      tags: 'You can tag only people this event is for, as the directory shows them.',
    },
    notHeld: 'This photo is not waiting for a manager.',
    takedownAsked: 'You already asked to take this photo down.',
    takedownNotFound: 'This request was not found. A manager may have answered it already.',
    zip: {
      empty: 'No photos to download yet.',
      fileName: 'Photos',
    },
  },
  es: {
    family: 'Una familia',
    photoNotFound: 'No se encontró esta foto. Puede que la hayan quitado.',
    upload: {
      multipart: 'Envía la foto como formulario (multipart/form-data) en el campo "photo".',
      missing: 'Elige una foto para añadir.',
      oneFile: 'Envía una foto cada vez, en el campo "photo".',
      tooLarge: 'Esta foto es demasiado grande: el límite es {{limit}}.',
      notImage:
        'Este archivo no es una foto que podamos leer. Envía un JPEG, PNG, WebP, HEIC o AVIF.',
      wrongType: 'Las fotos deben ser JPEG, PNG, WebP, HEIC o AVIF, no {{format}}.',
      unprocessable: 'No se pudo convertir esta foto. Prueba con otra.',
      caption: 'El pie de foto puede tener como máximo {{max}} caracteres.',
      tags: 'Solo puedes etiquetar a personas para quienes es este evento, tal como las muestra el directorio.',
    },
    notHeld: 'Esta foto no está esperando a un responsable.',
    takedownAsked: 'Ya pediste quitar esta foto.',
    takedownNotFound:
      'No se encontró esta solicitud. Puede que un responsable ya la haya atendido.',
    zip: {
      empty: 'Aún no hay fotos para descargar.',
      fileName: 'Fotos',
    },
  },
});
