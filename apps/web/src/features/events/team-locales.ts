/**
 * The events feature's words for teams: the form's chooser (an admin's in a club of two or more,
 * a team manager's always) and the schedule's filter, spread into the events catalog (locales.ts).
 */
export const eventTeamLocales = {
  en: {
    teams: {
      field: 'Teams',
      noneChecked: '(no team checked)',
      someChecked: 'Only who reaches a checked team: its players, coaches, managers and families.',
      managerHint: 'You manage these teams: choose the ones this event is for.',
      required: 'Choose at least one of your teams.',
      wholeClub: 'Whole club',
      filter: 'Team',
      allTeams: 'All teams',
      messageFamilies: 'Message team families',
    },
  },
  es: {
    teams: {
      field: 'Equipos',
      noneChecked: '(ningún equipo marcado)',
      someChecked:
        'Solo quien llega a un equipo marcado: sus jugadores, entrenadores, mánagers y familias.',
      managerHint: 'Administras estos equipos: elige para cuáles es este evento.',
      required: 'Elige al menos uno de tus equipos.',
      wholeClub: 'Todo el club',
      filter: 'Equipo',
      allTeams: 'Todos los equipos',
      messageFamilies: 'Escribir a las familias',
    },
  },
};
