import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** The notice a listed contact gets when a content item is published or updated (emailList). */
export const contentCatalog = defineServerCatalog('content', {
  en: {
    notice: {
      subject: 'New on the {{team}} portal: {{description}}',
      subjectUpdated: 'Updated on the {{team}} portal: {{description}}',
      hello: 'Hello {{firstName}},',
      // A recipient without a first name (issue 14 §11: not "Hello ,").
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
  },
});
