import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** What the availability and attendance calls answer, in the reader's language. */
export const attendanceCatalog = defineServerCatalog('attendance', {
  en: {
    notGameOrPractice: 'Attendance is taken for games and practices only.',
    notStarted: 'Attendance can be taken once the event has started.',
    notAPlayer: 'Only the event’s players can be marked as present.',
    teamNotFound: 'This team was not found.',
    seasonNotFound: 'This season was not found.',
    csv: {
      firstName: 'First name',
      lastName: 'Last name',
      gamesAttended: 'Games attended',
      gamesRecorded: 'Games recorded',
      practicesAttended: 'Practices attended',
      practicesRecorded: 'Practices recorded',
      share: 'Attendance %',
      team: 'Whole team',
    },
    fileName: 'attendance',
  },
  es: {
    notGameOrPractice: 'Solo se pasa lista en partidos y entrenamientos.',
    notStarted: 'Se puede pasar lista una vez que el evento haya empezado.',
    notAPlayer: 'Solo se puede marcar como presentes a los jugadores del evento.',
    teamNotFound: 'No se encontró este equipo.',
    seasonNotFound: 'No se encontró esta temporada.',
    csv: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      gamesAttended: 'Partidos asistidos',
      gamesRecorded: 'Partidos registrados',
      practicesAttended: 'Entrenamientos asistidos',
      practicesRecorded: 'Entrenamientos registrados',
      share: '% de asistencia',
      team: 'Todo el equipo',
    },
    fileName: 'asistencia',
  },
});
