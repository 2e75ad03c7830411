/**
 * The event form's and page's words for types, a game's opponent and weekly series, spread into
 * the events catalog (locales.ts); the "vs." wording itself is packages/shared's (event-matchup).
 */
export const eventSeriesLocales = {
  en: {
    kinds: {
      type: 'Type',
      typeNone: 'No type',
      types: { game: 'Game', practice: 'Practice', tournament: 'Tournament', meeting: 'Meeting' },
      opponent: 'Opponent',
      opponentHint: 'Shown as “vs. Tigers” at home and “at Tigers” away.',
    },
    series: {
      repeats: 'Repeats weekly',
      until: 'Until (last day)',
      weekdays: 'On',
      skip: 'Skip a date',
      addSkip: 'Skip',
      skipped: 'Skipped dates',
      removeSkip: 'Remove {{date}}',
      count_one: 'Creates {{count}} event.',
      count_other: 'Creates {{count}} events.',
      untilRequired: 'Choose the last day of the series.',
      needsDate: 'Choose the first date and time before repeating.',
      untilBeforeStart: 'The last day must come after the first date.',
      tooMany:
        'A series may have at most {{max}} events: choose an earlier last day or fewer days.',
      empty: 'No day is left in the series: check its weekdays and skipped dates.',
      scopeLegend: 'This event is part of a weekly series. Save and Delete apply to:',
      scopeOne: 'This event only',
      scopeFollowing: 'This and following events',
      confirmDelete:
        'Delete this event and the following ones of its series? This cannot be undone.',
      partOf: 'Weekly series',
    },
  },
  es: {
    kinds: {
      type: 'Tipo',
      typeNone: 'Sin tipo',
      types: {
        game: 'Partido',
        practice: 'Entrenamiento',
        tournament: 'Torneo',
        meeting: 'Reunión',
      },
      opponent: 'Rival',
      opponentHint: 'Se muestra «contra Tigres» en casa y «en casa de Tigres» de visitante.',
    },
    series: {
      repeats: 'Se repite cada semana',
      until: 'Hasta (último día)',
      weekdays: 'Los días',
      skip: 'Omitir una fecha',
      addSkip: 'Omitir',
      skipped: 'Fechas omitidas',
      removeSkip: 'Quitar {{date}}',
      count_one: 'Crea {{count}} evento.',
      count_other: 'Crea {{count}} eventos.',
      untilRequired: 'Elige el último día de la serie.',
      needsDate: 'Elige la primera fecha y hora antes de repetir.',
      untilBeforeStart: 'El último día debe ser después de la primera fecha.',
      tooMany:
        'Una serie puede tener como máximo {{max}} eventos: elige un último día anterior o menos días.',
      empty: 'No queda ningún día en la serie: revisa sus días de la semana y las fechas omitidas.',
      scopeLegend: 'Este evento es parte de una serie semanal. Guardar y Eliminar se aplican a:',
      scopeOne: 'Solo este evento',
      scopeFollowing: 'Este y los siguientes',
      confirmDelete: '¿Eliminar este evento y los siguientes de su serie? No se puede deshacer.',
      partOf: 'Serie semanal',
    },
  },
};
