import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** What the templates, the unfilled list and "Ask families" answer and send, in both languages. */
export const dutyTemplatesCatalog = defineServerCatalog('dutyTemplates', {
  en: {
    invalid: {
      name: 'Write the template’s name, of at most {{max}} characters.',
      nameEs: 'The Spanish name may have at most {{max}} characters.',
      teamId: 'Choose a team, or none for the whole club.',
      items:
        'Each duty needs its name in English and Spanish, 1 to 50 people and times of at most a week (cut-off a month) before the game; a template has 1 to 30 duties.',
      team: 'The team filter is not a valid team.',
      season: 'The season is not valid.',
      other: 'The template could not be read. Please check the form and try again.',
    },
    notFound: 'This duty template was not found. Someone may have deleted it.',
    unknownTeam: 'This team was not found.',
    eventPast: 'This event has already started: there is no one left to ask.',
    noDuties: 'This event has no duties to ask for.',
    csv: {
      eventDate: 'Event Date ({{zone}})',
      event: 'Event',
      teams: 'Teams',
      duty: 'Duty',
      dutyTime: 'Duty Time ({{zone}})',
      slots: 'Slots',
      volunteer: 'Volunteer',
      signedUpBy: 'Signed Up By',
      signedUpAt: 'Signed Up At ({{zone}})',
    },
    csvFileName: 'duties',
    ask: {
      subject: 'Volunteers needed: {{event}}',
      ledgerBody: 'Volunteers needed at {{event}}: {{duties}}',
      body: 'Hello {{firstName}},\n\n{{event}} ({{when}}) still needs volunteers:\n{{duties}}\n\nSign up on the event page:',
      bodyNoName:
        'Hello,\n\n{{event}} ({{when}}) still needs volunteers:\n{{duties}}\n\nSign up on the event page:',
      sms: '{{team}}: {{event}} ({{when}}) still needs volunteers: {{duties}}. Sign up: {{url}}',
      open_one: '{{duty}}: {{count}} spot open',
      open_other: '{{duty}}: {{count}} spots open',
    },
  },
  es: {
    invalid: {
      name: 'Escribe el nombre de la plantilla, de {{max}} caracteres como máximo.',
      nameEs: 'El nombre en español puede tener como máximo {{max}} caracteres.',
      teamId: 'Elige un equipo, o ninguno para todo el club.',
      items:
        'Cada tarea necesita su nombre en inglés y en español, de 1 a 50 personas y horas de como máximo una semana (el cierre, un mes) antes del partido; una plantilla tiene de 1 a 30 tareas.',
      team: 'El filtro de equipo no es un equipo válido.',
      season: 'La temporada no es válida.',
      other: 'No se pudo leer la plantilla. Revisa el formulario e inténtalo de nuevo.',
    },
    notFound: 'No se encontró esta plantilla de tareas. Puede que alguien la haya eliminado.',
    unknownTeam: 'No se encontró este equipo.',
    eventPast: 'Este evento ya empezó: no queda nadie a quien pedir ayuda.',
    noDuties: 'Este evento no tiene tareas para pedir ayuda.',
    csv: {
      eventDate: 'Fecha del evento ({{zone}})',
      event: 'Evento',
      teams: 'Equipos',
      duty: 'Tarea',
      dutyTime: 'Hora de la tarea ({{zone}})',
      slots: 'Lugares',
      volunteer: 'Voluntario',
      signedUpBy: 'Apuntado por',
      signedUpAt: 'Apuntado el ({{zone}})',
    },
    csvFileName: 'tareas',
    ask: {
      subject: 'Se necesitan voluntarios: {{event}}',
      ledgerBody: 'Se necesitan voluntarios en {{event}}: {{duties}}',
      body: 'Hola, {{firstName}}:\n\n{{event}} ({{when}}) todavía necesita voluntarios:\n{{duties}}\n\nApúntate en la página del evento:',
      bodyNoName:
        'Hola:\n\n{{event}} ({{when}}) todavía necesita voluntarios:\n{{duties}}\n\nApúntate en la página del evento:',
      sms: '{{team}}: {{event}} ({{when}}) todavía necesita voluntarios: {{duties}}. Apúntate: {{url}}',
      open_one: '{{duty}}: {{count}} lugar libre',
      open_other: '{{duty}}: {{count}} lugares libres',
    },
  },
});
