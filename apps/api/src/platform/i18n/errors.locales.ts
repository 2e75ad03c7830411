import { defineServerCatalog } from './server-catalog';

/** Refusals the platform answers in the member's language (pictures, edit conflicts, gates). */
export const errorsCatalog = defineServerCatalog('errors', {
  en: {
    // Refusals of pictures: too many pixels to decode safely, or unreadable.
    imageTooLarge:
      'The image is too large: {{width}} × {{height}} pixels. Images can have at most {{maxMegapixels}} megapixels. Please make it smaller and try again.',
    imageUnreadable:
      'The image could not be read: it is damaged or not a JPEG, PNG, GIF or WebP picture.',
    editConflict:
      'Someone else changed this item after you opened it. Load the newer version to see it, then make your change again.',
    forbidden: 'You do not have permission to do that',
    ifMatch: 'The If-Match header must be * or a list of entity tags such as "v3"',
    // Sign-in and tokens (platform/auth).
    signIn: 'Please sign in to continue',
    accountGone: 'Your account no longer exists or can no longer sign in. Please sign in again.',
    token: {
      malformed: 'The access token is malformed',
      algorithm: 'The access token must be signed with RS256',
      noKeyId: 'The access token has no key id',
      expired: 'The access token has expired',
      claim: "The access token's {{claim}} claim is not valid",
      unverified: 'The access token could not be verified',
    },
    // Stored files and their signed links (platform/blob).
    badFileReference: 'Invalid file reference',
    badLink: 'This link is not valid',
    linkExpired: 'This link has expired. Reload the page for a new one.',
    webAppNotBuilt: 'The web app is not built',
    // Uploads over their rate limit (platform/upload-rate-limit.ts).
    tooManyUploads_one: 'Too many uploads. Please try again in {{count}} minute.',
    tooManyUploads_other: 'Too many uploads. Please try again in {{count}} minutes.',
    // Text that is not valid Unicode (platform/invalid-text.ts), with and without a field.
    invalidText: {
      nul: "The field '{{field}}' contains a NUL character, which is not allowed",
      surrogate:
        "The field '{{field}}' contains an unpaired surrogate (such as \\ud800), which is not valid text",
      undecodable:
        "The field '{{field}}' contains bytes that are not valid UTF-8 text, or percent-encoding that cannot be decoded",
    },
    invalidTextInRequest: {
      nul: 'The request contains a NUL character, which is not allowed',
      surrogate:
        'The request contains an unpaired surrogate (such as \\ud800), which is not valid text',
      undecodable:
        'The request contains bytes that are not valid UTF-8 text, or percent-encoding that cannot be decoded',
    },
    // The error handler's own answers (platform/errors.ts).
    internal: 'Something went wrong on our side. Please try again.',
    outOfRange: 'A number in the request is out of range',
    badCharacter: 'The text contains characters that cannot be stored (such as NUL)',
    unavailable: 'The database is unavailable. Please try again in a moment.',
    invalidField: "Invalid {{context}} field '{{field}}': {{detail}}",
    invalid: 'Invalid {{context}}: {{detail}}',
    invalidValue: 'invalid value',
    context: { body: 'body', querystring: 'querystring', params: 'params', headers: 'headers' },
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
    signIn: 'Inicia sesión para continuar',
    accountGone: 'Tu cuenta ya no existe o ya no puede iniciar sesión. Vuelve a iniciar sesión.',
    token: {
      malformed: 'El token de acceso está mal formado',
      algorithm: 'El token de acceso debe estar firmado con RS256',
      noKeyId: 'El token de acceso no tiene identificador de clave',
      expired: 'El token de acceso ha vencido',
      claim: 'La afirmación {{claim}} del token de acceso no es válida',
      unverified: 'No se pudo verificar el token de acceso',
    },
    badFileReference: 'Referencia de archivo no válida',
    badLink: 'Este enlace no es válido',
    linkExpired: 'Este enlace ha vencido. Recarga la página para obtener uno nuevo.',
    webAppNotBuilt: 'La aplicación web no está compilada',
    tooManyUploads_one: 'Demasiadas subidas. Vuelve a intentarlo dentro de {{count}} minuto.',
    tooManyUploads_other: 'Demasiadas subidas. Vuelve a intentarlo dentro de {{count}} minutos.',
    invalidText: {
      nul: "El campo '{{field}}' contiene un carácter NUL, que no está permitido",
      surrogate:
        "El campo '{{field}}' contiene un sustituto sin pareja (como \\ud800), que no es texto válido",
      undecodable:
        "El campo '{{field}}' contiene bytes que no son texto UTF-8 válido, o una codificación por porcentajes que no se puede descodificar",
    },
    invalidTextInRequest: {
      nul: 'La solicitud contiene un carácter NUL, que no está permitido',
      surrogate:
        'La solicitud contiene un sustituto sin pareja (como \\ud800), que no es texto válido',
      undecodable:
        'La solicitud contiene bytes que no son texto UTF-8 válido, o una codificación por porcentajes que no se puede descodificar',
    },
    internal: 'Algo salió mal de nuestro lado. Vuelve a intentarlo.',
    outOfRange: 'Un número de la solicitud está fuera de rango',
    badCharacter: 'El texto contiene caracteres que no se pueden guardar (como NUL)',
    unavailable: 'La base de datos no está disponible. Vuelve a intentarlo en un momento.',
    invalidField: "{{context}} no válido: campo '{{field}}': {{detail}}",
    invalid: '{{context}} no válido: {{detail}}',
    invalidValue: 'valor no válido',
    // Singular and masculine, as "{{context}} no válido" needs.
    context: {
      body: 'Cuerpo',
      querystring: 'Parámetro de consulta',
      params: 'Parámetro de ruta',
      headers: 'Encabezado',
    },
  },
});
