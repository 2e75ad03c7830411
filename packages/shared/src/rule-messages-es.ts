import { PERMISSIONS } from './permissions';
import type { RuleMessageKey } from './rule-messages';

/**
 * The rules' messages (rule-messages.ts) in Spanish: the SPA's and the server's catalogs both take
 * them from here. A module of its own, so the SPA fetches them only for a Spanish reader.
 */
export const RULE_MESSAGES_ES: Record<RuleMessageKey, string> = {
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  emailInvalid: 'Escribe un correo electrónico válido',
  phoneInvalid: 'Escribe un número de teléfono válido',
  phoneTooShort:
    'Este número de teléfono es demasiado corto: escríbelo completo, con el código de área',
  coordinatesPaired: 'Indica la latitud y la longitud, o ninguna de las dos',
  searchTextRequired: 'searchText es obligatorio',
  linkUrlStart: 'La URL debe empezar por http://, https:// o /',
  permissionUnknown: `Los permisos deben ser de estos: ${PERMISSIONS.join(', ')}`,
  messageTypesInvalid: 'MessageTypes debe ser Email, SMS o Both',
  relationUnknown: 'relation no nombra ninguna relación',
  jsonList: '{{label}} debe ser una lista JSON',
  eventDateInvalid: 'La fecha debe ser una fecha y hora válidas',
  windowDatesInvalid: 'from y to deben ser fechas',
  memberIdInvalid: 'memberId debe ser el id de un contacto',
  ledgerStatusInvalid: 'status debe ser queued, sending, sent, failed o skipped',
  pushEndpointInvalid: 'endpoint debe ser la dirección https de un servicio de notificaciones push',
  pushKeyInvalid: 'keys.p256dh debe ser una clave pública P-256',
  pushAuthInvalid: 'keys.auth debe tener 16 bytes, en base64url',
  linkIdInvalid: 'No es el id de un enlace',
  messageIdInvalid: 'No es el id de un mensaje',
  signInCodeInvalid: 'El código tiene 6 dígitos',
  contactIdInvalid: 'No es el id de un contacto',
  conversationIdInvalid: 'No es el id de una conversación',
  textAnswerEmpty: 'Escribe primero la respuesta',
  textAnswerTooLong: 'Una respuesta puede tener como máximo 1600 caracteres',
  readThroughInvalid: 'through debe ser una fecha y hora',
  photoTooLarge: 'La foto puede tener como máximo {{max}}',
  eventNameRequired: 'El nombre es obligatorio',
  householdNameRequired: 'El hogar necesita un nombre',
  recipientsRequired: 'Elige al menos un destinatario',
  messageEmpty: 'El mensaje está vacío',
  linkNameRequired: 'El enlace necesita un nombre',
  linkUrlRequired: 'El enlace necesita una URL',
  messageSubjectTooLong: 'Un asunto puede tener como máximo 150 caracteres',
  messageSubjectOneLine: 'Un asunto es una sola línea, sin saltos de línea',
  conversationsNoSms:
    'Las conversaciones se envían solo por push y correo, nunca por mensaje de texto',
  rsvpNoteTooLong: 'Una nota puede tener como máximo {{max}} caracteres',
  eventTypeInvalid: 'El tipo debe ser partido, práctica, torneo o reunión',
  opponentTooLong: 'Un rival puede tener como máximo {{max}} caracteres',
  seriesDayInvalid: 'Los días de la repetición deben ser fechas (AAAA-MM-DD)',
  teamMemberTwice: 'Cada contacto puede estar en el equipo una sola vez',
  seriesScopeInvalid: "scope debe ser 'one' o 'following'",
  eventIdInvalid: 'El id del evento no es válido',
};
