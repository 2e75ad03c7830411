import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/**
 * The code text (in the card's language) and the refusals of confirming a phone number. The
 * text names no one: the number may be a stranger's, typed on someone else's card.
 */
export const phoneVerificationCatalog = defineServerCatalog('phoneVerification', {
  en: {
    codeText:
      '{{team}}: {{code}} is your code to confirm this number on the team portal. It expires in {{minutes}} minutes. Did not ask for it? Ignore this text.',
    ledger: 'Phone number confirmation code',
    refusal: {
      noPhone: 'This card has no phone number to confirm.',
      invalidPhone: 'This phone number cannot get texts: correct it on the card first.',
      alreadyVerified: 'This phone number is already confirmed.',
      wrongCode: 'That code is not right. Check the text and try again.',
      expired: 'That code has expired. Send a new one.',
      tooManyTries: 'Too many wrong tries for that code. Send a new one.',
      noCode: 'No code was sent to this number yet. Send one first.',
      limited: 'Too many codes were sent to this number. Please wait {{wait}} and try again.',
      tooFast: 'Too many tries in a short time. Please wait a few minutes and try again.',
    },
    wait: {
      minutes_one: '{{count}} minute',
      minutes_other: '{{count}} minutes',
      hours_one: '{{count}} hour',
      hours_other: '{{count}} hours',
    },
  },
  es: {
    codeText:
      '{{team}}: {{code}} es tu código para confirmar este número en el portal del equipo. Caduca en {{minutes}} minutos. ¿No lo pediste? Ignora este mensaje.',
    ledger: 'Código de confirmación del número de teléfono',
    refusal: {
      noPhone: 'Esta ficha no tiene un número de teléfono que confirmar.',
      invalidPhone: 'Este número de teléfono no puede recibir SMS: corrígelo primero en la ficha.',
      alreadyVerified: 'Este número de teléfono ya está confirmado.',
      wrongCode: 'Ese código no es correcto. Revisa el mensaje y vuelve a intentarlo.',
      expired: 'Ese código ha caducado. Envía uno nuevo.',
      tooManyTries: 'Demasiados intentos fallidos con ese código. Envía uno nuevo.',
      noCode: 'Todavía no se envió ningún código a este número. Envía uno primero.',
      limited:
        'Se enviaron demasiados códigos a este número. Espera {{wait}} y vuelve a intentarlo.',
      tooFast: 'Demasiados intentos en poco tiempo. Espera unos minutos y vuelve a intentarlo.',
    },
    wait: {
      minutes_one: '{{count}} minuto',
      minutes_other: '{{count}} minutos',
      hours_one: '{{count}} hora',
      hours_other: '{{count}} horas',
    },
  },
});
