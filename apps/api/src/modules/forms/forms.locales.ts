import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Refusals of the request-status call, answered in the admin's language. */
export const formsCatalog = defineServerCatalog('forms', {
  en: {
    invalid: {
      id: 'The request id is not valid.',
      status: 'The status must be “open” or “fulfilled”.',
    },
    notFound: 'This request was not found. It may have been deleted.',
    team: {
      notYours: "Choose one of your player's teams for each item.",
      unknown: 'There is no such team: choose one of the list.',
      inactive: 'That team is no longer active: choose one of the list.',
    },
    // The notice to the family when staff mark an item fulfilled.
    fulfilled: {
      item: { jersey: 'jersey', gift: 'jacket' },
      subject: '{{team}}: the {{item}} for {{name}} is ready',
      body: 'Hi {{firstName}},\n\nGood news: the {{item}} you asked for {{name}} ({{jerseyName}} #{{number}}, size {{size}}) is ready. The team marked it fulfilled.',
      bodyNoName:
        'Good news: the {{item}} you asked for {{name}} ({{jerseyName}} #{{number}}, size {{size}}) is ready. The team marked it fulfilled.',
      sms: '{{team}}: the {{item}} for {{name}} ({{jerseyName}} #{{number}}) is ready. {{url}}',
    },
    // The shared validateJerseyItems problems, by their code.
    jersey: {
      incomplete: 'Please Complete All Fields',
      tooMany: 'At most {{max}} items per request',
      number: 'Jersey number must be a whole number from 0 to {{max}}',
      position: "Jersey position must be 0 (adult) or a kid's number from 1 to {{max}}",
      fieldLength: 'Each field may have at most {{max}} characters',
    },
  },
  es: {
    invalid: {
      id: 'El id de la solicitud no es válido.',
      status: 'El estado debe ser «open» o «fulfilled».',
    },
    notFound: 'No se encontró esta solicitud. Puede que se haya eliminado.',
    team: {
      notYours: 'Elige uno de los equipos de tu jugador para cada artículo.',
      unknown: 'No existe ese equipo: elige uno de la lista.',
      inactive: 'Ese equipo ya no está activo: elige uno de la lista.',
    },
    fulfilled: {
      item: { jersey: 'camiseta', gift: 'chaqueta' },
      subject: '{{team}}: la {{item}} para {{name}} está lista',
      body: 'Hola {{firstName}}:\n\nBuenas noticias: la {{item}} que pediste para {{name}} ({{jerseyName}} #{{number}}, talla {{size}}) está lista. El equipo la marcó como entregada.',
      bodyNoName:
        'Buenas noticias: la {{item}} que pediste para {{name}} ({{jerseyName}} #{{number}}, talla {{size}}) está lista. El equipo la marcó como entregada.',
      sms: '{{team}}: la {{item}} para {{name}} ({{jerseyName}} #{{number}}) está lista. {{url}}',
    },
    jersey: {
      incomplete: 'Por favor, completa todos los campos',
      tooMany: 'Como máximo {{max}} artículos por solicitud',
      number: 'El número de la camiseta debe ser un número entero de 0 a {{max}}',
      position:
        'La posición de la camiseta debe ser 0 (adulto) o un número infantil de 1 a {{max}}',
      fieldLength: 'Cada campo puede tener como máximo {{max}} caracteres',
    },
  },
});
