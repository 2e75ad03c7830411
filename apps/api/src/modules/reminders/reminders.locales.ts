import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** What reminders say, the Y/N replies to them and the routes' refusals. */
export const remindersCatalog = defineServerCatalog('reminders', {
  en: {
    answer: { yes: 'Yes', no: 'No' },
    ledgerBody: 'Reminder: {{name}}',
    subject: {
      unanswered: 'Reminder: will you come? {{name}}, {{when}}',
      going: 'See you soon: {{name}}, {{when}}',
    },
    greeting: 'Hi {{name}},',
    unanswered: 'You have not answered yet for {{name}} ({{when}}). Will you come?',
    answerYes: 'Yes: {{url}}',
    answerNo: 'No: {{url}}',
    going: 'A reminder: {{name}} is {{when}}. We have you down as coming.',
    where: 'Where: {{where}}',
    arriveBy: 'Arrive by {{time}}.',
    eventPage: 'The event: {{url}}',
    player: {
      subject: 'Is {{player}} available? {{name}}, {{when}}',
      body: 'Is {{player}} available for {{name}} ({{when}})? There is no answer for them yet.',
      yes: 'Yes, available: {{url}}',
      no: 'No, not available: {{url}}',
      sms: '{{team}}: is {{player}} available for {{name}}, {{when}}? Answer here: {{url}}',
      subjectMany: 'Are {{players}} available? {{name}}, {{when}}',
      bodyMany:
        'Are {{players}} available for {{name}} ({{when}})? There is no answer for them yet.',
      yesFor: '{{player}}, available: {{url}}',
      noFor: '{{player}}, not available: {{url}}',
      smsMany: '{{team}}: are {{players}} available for {{name}}, {{when}}? Answer here: {{url}}',
    },
    sms: {
      unanswered: '{{team}}: {{name}}, {{when}}. Will you come? Reply Y or N.',
      going: '{{team}}: see you at {{name}}, {{when}}.',
      where: ' At {{where}}.',
      arriveBy: ' Arrive by {{time}}.',
      change: ' Reply N if you can no longer come.',
    },
    reply: {
      recorded: 'We recorded {{answer}} for {{person}}: {{name}}, {{when}}.',
      unchanged: 'The answer for {{person}} to {{name}}, {{when}} was already {{answer}}.',
      noReminder:
        'We could not tell which event this answers: no recent reminder was texted to this number. Please answer on the event page: {{url}}',
      notOpen: 'This event is no longer open. Nothing was recorded.',
      several:
        'This number got the reminder for more than one person, so we could not tell whose answer this is. Please answer for each on the event page: {{url}}',
    },
    refusal: {
      hours: 'Reminders can be sent 1 to 336 hours (two weeks) before the event.',
      started: 'This event has already started: no reminder is sent.',
      noDate: 'This event has no date yet: set one before sending reminders.',
    },
  },
  es: {
    answer: { yes: 'Sí', no: 'No' },
    ledgerBody: 'Recordatorio: {{name}}',
    subject: {
      unanswered: 'Recordatorio: ¿vendrás? {{name}}, {{when}}',
      going: 'Nos vemos pronto: {{name}}, {{when}}',
    },
    greeting: 'Hola, {{name}}:',
    unanswered: 'Aún no has respondido para {{name}} ({{when}}). ¿Vendrás?',
    answerYes: 'Sí: {{url}}',
    answerNo: 'No: {{url}}',
    going: 'Un recordatorio: {{name}} es {{when}}. Te tenemos apuntado.',
    where: 'Dónde: {{where}}',
    arriveBy: 'Llega a las {{time}}.',
    eventPage: 'El evento: {{url}}',
    player: {
      subject: '¿{{player}} está disponible? {{name}}, {{when}}',
      body: '¿{{player}} está disponible para {{name}} ({{when}})? Aún no hay respuesta.',
      yes: 'Sí, disponible: {{url}}',
      no: 'No, no disponible: {{url}}',
      sms: '{{team}}: ¿{{player}} está disponible para {{name}}, {{when}}? Responde aquí: {{url}}',
      subjectMany: '¿{{players}} están disponibles? {{name}}, {{when}}',
      bodyMany: '¿{{players}} están disponibles para {{name}} ({{when}})? Aún no hay respuesta.',
      yesFor: '{{player}}, disponible: {{url}}',
      noFor: '{{player}}, no disponible: {{url}}',
      smsMany:
        '{{team}}: ¿{{players}} están disponibles para {{name}}, {{when}}? Responde aquí: {{url}}',
    },
    sms: {
      unanswered: '{{team}}: {{name}}, {{when}}. ¿Vendrás? Responde S o N.',
      going: '{{team}}: nos vemos en {{name}}, {{when}}.',
      where: ' En {{where}}.',
      arriveBy: ' Llega a las {{time}}.',
      change: ' Responde N si ya no puedes venir.',
    },
    reply: {
      recorded: 'Registramos {{answer}} para {{person}}: {{name}}, {{when}}.',
      unchanged: 'La respuesta de {{person}} a {{name}}, {{when}} ya era {{answer}}.',
      noReminder:
        'No sabemos a qué evento responde este mensaje: no se envió ningún recordatorio reciente a este número. Responde en la página del evento: {{url}}',
      notOpen: 'Este evento ya no está abierto. No se registró nada.',
      several:
        'Este número recibió el recordatorio para más de una persona y no sabemos de quién es la respuesta. Responde por cada una en la página del evento: {{url}}',
    },
    refusal: {
      hours: 'Los recordatorios pueden enviarse de 1 a 336 horas (dos semanas) antes del evento.',
      started: 'Este evento ya empezó: no se envía ningún recordatorio.',
      noDate: 'Este evento aún no tiene fecha: ponle una antes de enviar recordatorios.',
    },
  },
});
