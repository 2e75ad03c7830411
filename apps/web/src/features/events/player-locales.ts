/**
 * The events feature's words for a game's or practice's players on the RSVP list (the managers'
 * "Players not answered" and its reminder), spread into the events catalog (locales.ts).
 */
export const eventPlayerLocales = {
  en: {
    players: {
      notAnsweredTitle_one: 'Players not answered ({{count}})',
      notAnsweredTitle_other: 'Players not answered ({{count}})',
      showNotAnswered_one: 'Show the {{count}} player with no answer, with the family’s numbers',
      showNotAnswered_other:
        'Show the {{count}} players with no answer, with their families’ numbers',
      everyoneAnswered: 'Every player has an answer.',
      remindBody_one:
        'The family of the {{count}} player with no answer is asked “Is … available?” now, by the channels they chose. A player already asked about today is skipped.',
      remindBody_other:
        'The families of the {{count}} players with no answer are asked “Is … available?” now, by the channels they chose. A player already asked about today is skipped.',
      queued_one: 'Asked about {{count}} player.',
      queued_other: 'Asked about {{count}} players.',
    },
  },
  es: {
    players: {
      notAnsweredTitle_one: 'Jugadores sin respuesta ({{count}})',
      notAnsweredTitle_other: 'Jugadores sin respuesta ({{count}})',
      showNotAnswered_one:
        'Mostrar el {{count}} jugador sin respuesta, con los teléfonos de su familia',
      showNotAnswered_other:
        'Mostrar los {{count}} jugadores sin respuesta, con los teléfonos de sus familias',
      everyoneAnswered: 'Todos los jugadores tienen respuesta.',
      remindBody_one:
        'A la familia del {{count}} jugador sin respuesta se le pregunta ahora «¿… está disponible?», por los canales que eligió. Se omite al jugador por el que ya se preguntó hoy.',
      remindBody_other:
        'A las familias de los {{count}} jugadores sin respuesta se les pregunta ahora «¿… está disponible?», por los canales que eligieron. Se omite al jugador por el que ya se preguntó hoy.',
      queued_one: 'Se preguntó por {{count}} jugador.',
      queued_other: 'Se preguntó por {{count}} jugadores.',
    },
  },
};
