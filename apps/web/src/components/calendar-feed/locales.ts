import { defineLocales } from '../../lib/i18n/define-locales';

/** The member's private calendar feed card (shown on the profile page). */
export const calendarFeedLocales = defineLocales({
  en: {
    feed: {
      title: 'Calendar feed',
      intro:
        'Subscribe to the team calendar on your phone or computer. Games and events update on their own.',
      link: 'Your private calendar link',
      copy: 'Copy',
      copied: 'Link copied!',
      copyFailed: 'Could not copy the link.',
      open: 'Subscribe',
      reset: 'Reset link',
      resetConfirm:
        'Reset your calendar link? Calendars subscribed with the old link will stop updating.',
      resetDone: 'Your calendar link was reset.',
      warning: 'Keep this link private: anyone with it can see your team calendar.',
      loadError: 'We could not load your calendar link.',
      cancel: 'Cancel',
      resetFailed: 'There was an issue resetting your link.',
      get: 'Get my calendar link',
      getFailed: 'There was an issue making your link.',
    },
    teams: {
      title: 'One team’s calendar',
      intro: 'Your link holds all of your teams. To follow one team only, use its own link.',
      subscribe: 'Subscribe to {{name}}',
      copy: 'Copy the link of {{name}}',
    },
  },
  es: {
    feed: {
      title: 'Calendario suscrito',
      intro:
        'Suscríbete al calendario del equipo en tu teléfono o computadora. Los partidos y eventos se actualizan solos.',
      link: 'Tu enlace privado del calendario',
      copy: 'Copiar',
      copied: '¡Enlace copiado!',
      copyFailed: 'No se pudo copiar el enlace.',
      open: 'Suscribirse',
      reset: 'Restablecer enlace',
      resetConfirm:
        '¿Restablecer tu enlace? Los calendarios suscritos con el enlace anterior dejarán de actualizarse.',
      resetDone: 'Se restableció tu enlace del calendario.',
      warning: 'Mantén este enlace en privado: cualquiera que lo tenga puede ver tu calendario.',
      loadError: 'No pudimos cargar tu enlace del calendario.',
      cancel: 'Cancelar',
      resetFailed: 'Hubo un problema al restablecer tu enlace.',
      get: 'Obtener mi enlace del calendario',
      getFailed: 'Hubo un problema al crear tu enlace.',
    },
    teams: {
      title: 'El calendario de un equipo',
      intro:
        'Tu enlace incluye todos tus equipos. Para seguir a un solo equipo, usa su propio enlace.',
      subscribe: 'Suscribirse a {{name}}',
      copy: 'Copiar el enlace de {{name}}',
    },
  },
});
