import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** The notice a listed contact gets when a content item is published or updated (emailList). */
export const contentCatalog = defineServerCatalog('content', {
  en: {
    notice: {
      subject: 'New on the {{team}} portal: {{description}}',
      subjectUpdated: 'Updated on the {{team}} portal: {{description}}',
      hello: 'Hello {{firstName}},',
      // A recipient without a first name: not "Hello ,".
      helloNoName: 'Hello,',
      body: 'A new document has been shared with you on the {{team}} family portal:',
      bodyUpdated: 'A document was updated on the {{team}} family portal:',
      cta: 'See it here',
      footer: 'You are receiving this because a portal administrator notified you.',
    },
    // Keyed by the stored category, which is its English name.
    category: {
      'Events & Announcements': 'Events & Announcements',
      'Road Trip Information': 'Road Trip Information',
      'Key Contacts': 'Key Contacts',
      'Medical Resources': 'Medical Resources',
    },
    refusal: {
      unknownAffiliation: 'Unknown affiliation: {{ids}}',
      unknownEmail: 'No contact has the email address {{emails}}',
      outsideAudience:
        "These contacts are outside the item's affiliations and cannot be notified: {{names}}",
      itemNotFound: 'The content item was not found',
      chooseFile: 'Choose a file to upload',
      listedTwice: 'The content item {{id}} is listed twice',
      itemsNotFound: 'Content item {{ids}} was not found',
      fileType: 'This type of file is not accepted. Allowed: {{allowed}}',
      emptyFile: 'The file is empty',
      contentMismatch: "The file's content is not a valid .{{ext}} file",
      fileTooLarge: 'The file is larger than the {{limit}} limit',
      oneFile: 'Send one file at a time',
      tooManyFields: 'The form has too many fields',
      multipart: 'Send the content form as multipart/form-data',
      unexpectedFile: "Unexpected file field '{{field}}'",
      fieldTooLong: "The field '{{field}}' is too long",
      notJson: "The field '{{field}}' is not valid JSON",
      notBoolean: "The field '{{field}}' must be true or false",
      category:
        'The category must be one of Events & Announcements, Road Trip Information, Key Contacts, Medical Resources',
      fileName: 'The description (fileName) is required and at most 300 characters',
      invalidField: "Invalid field '{{field}}': {{problem}}",
      unknownTeam: 'Unknown team: {{ids}}. Someone may have deleted it; choose another.',
      inactiveTeam: '{{names}} is no longer an active team; choose another.',
      outsideTeams: "These contacts are not on the item's teams and cannot be notified: {{names}}",
    },
  },
  es: {
    notice: {
      subject: 'Nuevo en el portal de {{team}}: {{description}}',
      subjectUpdated: 'Actualizado en el portal de {{team}}: {{description}}',
      hello: 'Hola {{firstName}}:',
      helloNoName: 'Hola:',
      body: 'Se compartió un documento nuevo contigo en el portal de familias de {{team}}:',
      bodyUpdated: 'Se actualizó un documento en el portal de familias de {{team}}:',
      cta: 'Míralo aquí',
      footer: 'Recibes este correo porque un administrador del portal te lo notificó.',
    },
    category: {
      'Events & Announcements': 'Eventos y anuncios',
      'Road Trip Information': 'Información de viajes',
      'Key Contacts': 'Contactos clave',
      'Medical Resources': 'Recursos médicos',
    },
    refusal: {
      unknownAffiliation: 'Afiliación desconocida: {{ids}}',
      unknownEmail: 'Ningún contacto tiene el correo {{emails}}',
      outsideAudience:
        'Estos contactos están fuera de las afiliaciones del elemento y no se les puede avisar: {{names}}',
      itemNotFound: 'No se encontró el elemento de contenido',
      chooseFile: 'Elige un archivo para subir',
      listedTwice: 'El elemento de contenido {{id}} aparece dos veces',
      itemsNotFound: 'No se encontró el elemento de contenido {{ids}}',
      fileType: 'No se acepta este tipo de archivo. Se permiten: {{allowed}}',
      emptyFile: 'El archivo está vacío',
      contentMismatch: 'El contenido del archivo no es un archivo .{{ext}} válido',
      fileTooLarge: 'El archivo supera el límite de {{limit}}',
      oneFile: 'Envía un solo archivo cada vez',
      tooManyFields: 'El formulario tiene demasiados campos',
      multipart: 'Envía el formulario de contenido como multipart/form-data',
      unexpectedFile: "Campo de archivo inesperado '{{field}}'",
      fieldTooLong: "El campo '{{field}}' es demasiado largo",
      notJson: "El campo '{{field}}' no es JSON válido",
      notBoolean: "El campo '{{field}}' debe ser true o false",
      category:
        'La categoría debe ser una de Events & Announcements, Road Trip Information, Key Contacts, Medical Resources',
      fileName: 'La descripción (fileName) es obligatoria y tiene como máximo 300 caracteres',
      invalidField: "Campo no válido '{{field}}': {{problem}}",
      unknownTeam: 'Equipo desconocido: {{ids}}. Puede que alguien lo haya eliminado; elige otro.',
      inactiveTeam: '{{names}} ya no es un equipo activo; elige otro.',
      outsideTeams:
        'Estos contactos no están en los equipos del elemento y no se les puede avisar: {{names}}',
    },
  },
});
