import { defineServerCatalog } from '../i18n/server-catalog';

/** The attendance rules' refusals, in the reader's language. */
export const attendanceAccessCatalog = defineServerCatalog('attendance-access', {
  en: {
    managersOnly: "Only an administrator or the event's team manager can take attendance",
    teamManagersOnly: "Only an administrator or the team's manager can see its attendance",
  },
  es: {
    managersOnly: 'Solo un administrador o el mánager del equipo del evento puede pasar lista',
    teamManagersOnly: 'Solo un administrador o el mánager del equipo puede ver su asistencia',
  },
});
