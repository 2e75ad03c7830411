import { defineLocales } from '../../lib/i18n/define-locales';

export const formsLocales = defineLocales({
  en: {
    jersey: {
      title: 'Jersey Request Form',
      intro: 'Order jerseys for your family. Add one item per jersey and fill in every field.',
    },
    gift: {
      title: 'Jacket Request Form',
      intro:
        'Order season gift jackets for your family. Add one item per jacket and fill in every field.',
    },
    jerseyAdmin: { title: 'Jersey Request Admin' },
    giftAdmin: { title: 'Gift Request Admin' },
    form: {
      item: 'Item {{n}}',
      firstName: 'First name',
      lastName: 'Last name',
      jerseyName: 'Name on the jersey',
      jerseyNumber: 'Jersey number',
      jerseySize: 'Size',
      sizePlaceholder: 'Please be specific',
      jerseyPosition: 'For',
      adult: 'Adult',
      kid: 'Kid {{n}}',
      add: 'Add another item',
      remove: 'Remove item {{n}}',
      submit: 'Submit',
      submitting: 'Submitting…',
    },
    columns: {
      firstName: 'First Name',
      lastName: 'Last Name',
      jerseyName: 'Jersey Name',
      jerseyNumber: 'Number',
      jerseySize: 'Size',
      jerseyPosition: 'For',
      submittedBy: 'Submitted By',
      submittedAt: 'Submitted',
    },
    admin: {
      downloadCsv: 'Download CSV',
      count_one: '{{count}} request',
      count_other: '{{count}} requests',
      loading: 'Loading…',
      empty: 'No requests yet.',
      csvFailed: 'Could not download the report: {{message}}',
    },
    toasts: {
      incomplete: 'Form Submission Failed: Please Complete All Fields',
      failed: 'Form Submission Failed: {{message}}',
      submitted: 'Form Submitted!',
    },
  },
  es: {
    jersey: {
      title: 'Formulario de solicitud de camisetas',
      intro:
        'Pide camisetas para tu familia. Agrega un artículo por camiseta y completa todos los campos.',
    },
    gift: {
      title: 'Formulario de solicitud de chaquetas',
      intro:
        'Pide las chaquetas de regalo de la temporada. Agrega un artículo por chaqueta y completa todos los campos.',
    },
    jerseyAdmin: { title: 'Administración de solicitudes de camisetas' },
    giftAdmin: { title: 'Administración de solicitudes de regalos' },
    form: {
      item: 'Artículo {{n}}',
      firstName: 'Nombre',
      lastName: 'Apellido',
      jerseyName: 'Nombre en la camiseta',
      jerseyNumber: 'Número de camiseta',
      jerseySize: 'Talla',
      sizePlaceholder: 'Por favor, sé específico',
      jerseyPosition: 'Para',
      adult: 'Adulto',
      kid: 'Niño {{n}}',
      add: 'Agregar otro artículo',
      remove: 'Quitar artículo {{n}}',
      submit: 'Enviar',
      submitting: 'Enviando…',
    },
    columns: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      jerseyName: 'Nombre en la camiseta',
      jerseyNumber: 'Número',
      jerseySize: 'Talla',
      jerseyPosition: 'Para',
      submittedBy: 'Enviado por',
      submittedAt: 'Enviado',
    },
    admin: {
      downloadCsv: 'Descargar CSV',
      count_one: '{{count}} solicitud',
      count_other: '{{count}} solicitudes',
      loading: 'Cargando…',
      empty: 'Todavía no hay solicitudes.',
      csvFailed: 'No se pudo descargar el informe: {{message}}',
    },
    toasts: {
      incomplete: 'Error al enviar el formulario: por favor completa todos los campos',
      failed: 'Error al enviar el formulario: {{message}}',
      submitted: '¡Formulario enviado!',
    },
  },
});
