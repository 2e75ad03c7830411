import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Mutes, reports and un-hiding: answers and refusals in the reader's language. */
export const conversationModerationCatalog = defineServerCatalog('conversation-moderation', {
  en: {
    muted: 'A manager muted you in this conversation until {{until}}: you can read it but not post',
    mutedWithReason:
      'A manager muted you in this conversation until {{until}} ({{reason}}): you can read it but not post',
    muteNotFound: 'That mute was not found',
    muteOver: 'That mute has already ended',
    cannotMuteSelf: 'You cannot mute yourself',
    noAuthor: 'This post has no author left to mute',
    untilPast: 'Choose a date in the future, within {{days}} days',
    notHidden: 'This post is not hidden',
    reportedAlready: 'You have already reported this post',
    ownPost: 'You cannot report your own post',
    noOpenReports: 'This post has no open reports',
    invalid: {
      duration: 'Choose how long: an hour, a day, a week, or a date',
      until: 'Give the date as an ISO 8601 date and time',
      reason: 'Give a reason of up to {{max}} characters',
      resolution: 'Choose how to resolve the reports: hidden or dismissed',
      other: 'The moderation request is not valid',
    },
  },
  es: {
    muted:
      'Un responsable te silenció en esta conversación hasta el {{until}}: puedes leerla pero no publicar',
    mutedWithReason:
      'Un responsable te silenció en esta conversación hasta el {{until}} ({{reason}}): puedes leerla pero no publicar',
    muteNotFound: 'No se encontró ese silencio',
    muteOver: 'Ese silencio ya terminó',
    cannotMuteSelf: 'No puedes silenciarte a ti mismo',
    noAuthor: 'Esta publicación ya no tiene autor a quien silenciar',
    untilPast: 'Elige una fecha futura, dentro de {{days}} días',
    notHidden: 'Esta publicación no está oculta',
    reportedAlready: 'Ya denunciaste esta publicación',
    ownPost: 'No puedes denunciar tu propia publicación',
    noOpenReports: 'Esta publicación no tiene denuncias abiertas',
    invalid: {
      duration: 'Elige cuánto tiempo: una hora, un día, una semana o una fecha',
      until: 'Indica la fecha como fecha y hora ISO 8601',
      reason: 'Indica un motivo de hasta {{max}} caracteres',
      resolution: 'Elige cómo resolver las denuncias: ocultar o descartar',
      other: 'La solicitud de moderación no es válida',
    },
  },
});
