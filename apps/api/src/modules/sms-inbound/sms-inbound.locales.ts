import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** The texts the portal answers with to an inbound SMS. */
export const smsInboundCatalog = defineServerCatalog('smsInbound', {
  en: {
    help: '{{team}} team texts. Reply STOP to stop all texts, START to get them again. Questions: {{email}}',
    forbidden: {
      notConfigured: 'Refused: texts are not set up on this portal (no Twilio auth token).',
      unsigned: 'Refused: the request has no X-Twilio-Signature header.',
      badSignature:
        'Refused: the X-Twilio-Signature header does not match this request (URL, parameters or auth token).',
    },
    formOnly:
      'Refused: send the fields as a form (application/x-www-form-urlencoded), as Twilio does.',
  },
  es: {
    help: 'Mensajes del equipo {{team}}. Responde STOP para dejar de recibirlos y START para recibirlos de nuevo. Preguntas: {{email}}',
    forbidden: {
      notConfigured:
        'Rechazado: los SMS no están configurados en este portal (falta el token de Twilio).',
      unsigned: 'Rechazado: la solicitud no tiene la cabecera X-Twilio-Signature.',
      badSignature:
        'Rechazado: la cabecera X-Twilio-Signature no corresponde a esta solicitud (URL, parámetros o token).',
    },
    formOnly:
      'Rechazado: envía los campos como formulario (application/x-www-form-urlencoded), como lo hace Twilio.',
  },
});
