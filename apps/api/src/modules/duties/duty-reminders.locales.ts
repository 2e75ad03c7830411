import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** What a volunteer's duty reminder says, by email, text and push. */
export const dutyRemindersCatalog = defineServerCatalog('dutyReminders', {
  en: {
    ledgerBody: 'Duty reminder: {{event}}',
    subject: 'Volunteer reminder: {{event}}, {{when}}',
    greeting: 'Hi {{name}},',
    intro: 'You signed up to help at {{event}} ({{when}}):',
    duty: '- {{duty}}',
    dutyAt: '- {{duty}}, at {{time}}',
    where: 'Where: {{where}}',
    withdraw:
      'If you can no longer do it, withdraw on the event page so another family can sign up: {{url}}',
    dutyShort: '{{duty}} ({{time}})',
    sms: '{{team}}: a reminder, you volunteer at {{event}}, {{when}}: {{duties}}. {{url}}',
    push: '{{duties}} · {{when}}',
  },
  es: {
    ledgerBody: 'Recordatorio de tarea: {{event}}',
    subject: 'Recordatorio de voluntariado: {{event}}, {{when}}',
    greeting: 'Hola, {{name}}:',
    intro: 'Te apuntaste para ayudar en {{event}} ({{when}}):',
    duty: '- {{duty}}',
    dutyAt: '- {{duty}}, a las {{time}}',
    where: 'Dónde: {{where}}',
    withdraw:
      'Si ya no puedes hacerlo, retírate en la página del evento para que otra familia pueda apuntarse: {{url}}',
    dutyShort: '{{duty}} ({{time}})',
    sms: '{{team}}: un recordatorio, ayudas en {{event}}, {{when}}: {{duties}}. {{url}}',
    push: '{{duties}} · {{when}}',
  },
});
