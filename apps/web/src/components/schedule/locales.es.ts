import type { Translation } from '@dugout/shared';
import type { scheduleEn } from './locales';

/** The Spanish of `scheduleEn` (locales.ts): fetched only for a Spanish reader. */
export const scheduleEs: Translation<typeof scheduleEn> = {
  upcoming: 'Próximos',
  past: 'Pasados',
  pastMark: 'Pasado',
  rsvpClosed: 'Respuestas cerradas',
  home: 'En casa',
  away: 'Visitante',
  noUpcoming: 'No hay próximos eventos.',
  loading: 'Cargando eventos...',
  loadFailed: 'No pudimos cargar los eventos. Inténtalo de nuevo.',
  retry: 'Intentar de nuevo',
  venue: 'Lugar',
  answers: 'Respuestas',
  you: 'Tú',
  yes: 'Sí',
  no: 'No',
  notAnswered: 'sin respuesta',
  teams_one: 'Equipo',
  teams_other: 'Equipos',
  unread_one: '{{count}} publicación nueva',
  unread_other: '{{count}} publicaciones nuevas',
  view: {
    label: 'Ver los eventos como',
    schedule: 'Agenda',
    month: 'Mes',
  },
  day: {
    show: 'Ver el {{date}} en la agenda',
    showAll: 'Ver todos los eventos',
    empty: 'No hay eventos este día.',
  },
};
