import { defineServerCatalog } from './server-catalog';

/** Refusals the platform answers in the member's language (pictures, edit conflicts, gates). */
export const errorsCatalog = defineServerCatalog('errors', {
  en: {
    // Refusals of pictures (issue 12, items 6 and 11).
    imageTooLarge:
      'The image is too large: {{width}} × {{height}} pixels. Images can have at most {{maxMegapixels}} megapixels. Please make it smaller and try again.',
    imageUnreadable:
      'The image could not be read: it is damaged or not a JPEG, PNG, GIF or WebP picture.',
    editConflict:
      'Someone else changed this item after you opened it. Load the newer version to see it, then make your change again.',
    forbidden: 'You do not have permission to do that',
    ifMatch: 'The If-Match header must be * or a list of entity tags such as "v3"',
  },
  es: {
    imageTooLarge:
      'La imagen es demasiado grande: {{width}} × {{height}} píxeles. Las imágenes pueden tener como máximo {{maxMegapixels}} megapíxeles. Redúcela e inténtalo de nuevo.',
    imageUnreadable:
      'No se pudo leer la imagen: está dañada o no es una imagen JPEG, PNG, GIF o WebP.',
    editConflict:
      'Otra persona cambió este elemento después de que lo abriste. Carga la versión más reciente para verla y vuelve a hacer tu cambio.',
    forbidden: 'No tienes permiso para hacer eso',
    ifMatch: 'La cabecera If-Match debe ser * o una lista de etiquetas de entidad como "v3"',
  },
});
