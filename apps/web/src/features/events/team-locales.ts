/**
 * The words of a team manager's event form (the teams it is for), spread into the events
 * catalog (locales.ts).
 */
export const eventTeamLocales = {
  en: {
    teams: {
      legend: 'For the team',
      managerHint: 'You manage these teams: choose the ones this event is for.',
      clubWideHint: 'None chosen: the whole club.',
      required: 'Choose at least one of your teams.',
    },
  },
  es: {
    teams: {
      legend: 'Para el equipo',
      managerHint: 'Administras estos equipos: elige para cuáles es este evento.',
      clubWideHint: 'Ninguno elegido: todo el club.',
      required: 'Elige al menos uno de tus equipos.',
    },
  },
};
