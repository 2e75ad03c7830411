import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Event notices, RSVP confirmations and the refusals of an event's background picture. */
export const eventsCatalog = defineServerCatalog('events', {
  en: {
    noDate: 'No date selected',
    notice: {
      subject: '{{team}}: {{name}}',
      subjectUpdated: '{{team}}: Updated: {{name}}',
      greeting: 'Hi {{name}},',
      // A recipient without a first name: not "Hi ,".
      greetingNoName: 'Hi,',
      intro: "You're invited:",
      introUpdated: 'An event was updated:',
      when: 'When',
      ask: 'Will you be there? Pick your answer (you confirm it on the next page):',
      yes: 'Yes, I will be there',
      no: "No, I can't make it",
      see: 'See the event',
      attached: 'The calendar file is attached.',
      household:
        'Answering for {{names}}? One tap answers for all of you (you confirm it on the next page, which lists each person):',
      allYes: 'Yes for all of us',
      allNo: 'No for all of us',
      where: 'Where',
      arriveBy: 'Arrive by {{time}}',
    },
    // What an edit changed, old → new, in the reader's language and the team's time zone.
    changes: {
      heading: 'What changed:',
      title: 'Title changed from “{{from}}” to “{{to}}”',
      time: 'Time moved from {{from}} to {{to}}',
      date: 'Date moved from {{from}} to {{to}}',
      dateSet: 'Date set: {{to}}',
      dateRemoved: 'Date removed (was {{from}})',
      place: 'Place changed from {{from}} to {{to}}',
      placeSet: 'Place set: {{to}}',
      placeRemoved: 'Place removed (was {{from}})',
      arrival: 'Arrival time moved from {{from}} to {{to}}',
    },
    // The notice as a text and as a push (the email's wording, short).
    noticeText: {
      invited: "{{team}}: You're invited: {{name}}, {{when}}.",
      updated: '{{team}}: Updated: {{name}}.',
      where: 'At {{where}}.',
      pushUpdated: 'Updated: {{name}}',
    },
    // A deleted event, told to those who were sent its notice (email, text, push).
    cancellation: {
      subject: '{{team}}: Cancelled: {{name}}',
      body: '{{name}} ({{when}}) is cancelled.',
      attached: 'The attached calendar file removes it from your calendar.',
      sms: '{{team}}: Cancelled: {{name}}, {{when}}.',
      pushTitle: 'Cancelled: {{name}}',
      ledgerBody: 'Event cancelled: {{name}}',
    },
    // A calendar's categories for home and away games (CATEGORIES).
    ics: { homeGame: 'Home Game', awayGame: 'Away Game', event: 'Event' },
    confirmation: {
      subject: 'RSVP received: {{name}}',
      body: 'Hi {{firstName}},\n\nWe recorded your answer for {{name}} ({{when}}): {{answer}}\n\nYou can change it on the event page at any time.',
      bodyNoName:
        'Hi,\n\nWe recorded your answer for {{name}} ({{when}}): {{answer}}\n\nYou can change it on the event page at any time.',
      yes: 'Yes, you will be there.',
      no: 'No, you cannot make it.',
    },
    // The background: a Content picture everyone invited may see, or an https address.
    imageNotContent:
      'The background image must be one of the pictures in Content, or an https address.',
    imageAudience:
      'The background image is only for {{image}}, but this event is for {{event}}. Choose a picture that everyone invited may see, or limit the event to those affiliations.',
    everyone: 'everyone',
    // Notify Members on with nobody chosen is refused, not sent to no one.
    notifyNobody:
      'Notify Members is on but no member is chosen. Choose who gets the notice, or turn Notify Members off.',
    refusal: {
      imageSource: 'Background image must be a content image or an https address',
      fromBeforeTo: "'from' must be before 'to'",
      unknownAffiliation: 'Unknown affiliation: {{ids}}',
      unknownTeam: 'Unknown team: {{ids}}. Someone may have deleted it; choose another.',
      inactiveTeam: '{{names}} is no longer an active team; choose another.',
      linkedContentMissing: 'The linked content does not exist',
      unknownEmail: 'No contact has the email {{emails}}',
      cannotSee_one: '{{names}} cannot see this event because of its affiliations',
      cannotSee_other: '{{names}} cannot see this event because of its affiliations',
      endBeforeStart: 'The end must come after the start (and needs a date)',
      opponentNotGame:
        'Only a game has an opponent: choose the type Game, or leave the opponent empty',
      seriesNeedsDate: 'A repeating event needs a start date and time',
      seriesUntilBeforeStart: 'The repeat end date must come after the start date',
      seriesTooMany:
        'A series may have at most 200 events: choose an earlier end date or fewer days',
      seriesEmpty: 'No day is left in the series: check its weekdays and skipped dates',
      repeatOnCreate: 'Repeats weekly is chosen when the event is created, not when it is edited',
      eventNotFound: 'The event was not found',
      calendarNotFound: 'The calendar was not found',
    },
    // The message ledger's line for an event notice, and the calendar feed's name.
    ledgerBody: 'Event notice: {{name}}',
    calendarName: '{{team}} events',
  },
  es: {
    noDate: 'Sin fecha',
    notice: {
      subject: '{{team}}: {{name}}',
      subjectUpdated: '{{team}}: Actualizado: {{name}}',
      greeting: 'Hola {{name}}:',
      greetingNoName: 'Hola:',
      intro: 'Estás invitado:',
      introUpdated: 'Se actualizó un evento:',
      when: 'Cuándo',
      ask: '¿Vas a asistir? Elige tu respuesta (la confirmas en la página siguiente):',
      yes: 'Sí, asistiré',
      no: 'No podré asistir',
      see: 'Ver el evento',
      attached: 'El archivo de calendario va adjunto.',
      household:
        '¿Respondes por {{names}}? Un toque responde por todos (lo confirmas en la página siguiente, que muestra a cada persona):',
      allYes: 'Sí para todos nosotros',
      allNo: 'No para todos nosotros',
      where: 'Dónde',
      arriveBy: 'Llega antes de las {{time}}',
    },
    changes: {
      heading: 'Qué cambió:',
      title: 'El título cambió de «{{from}}» a «{{to}}»',
      time: 'La hora cambió de {{from}} a {{to}}',
      date: 'La fecha cambió de {{from}} a {{to}}',
      dateSet: 'Fecha fijada: {{to}}',
      dateRemoved: 'Se quitó la fecha (era {{from}})',
      place: 'El lugar cambió de {{from}} a {{to}}',
      placeSet: 'Lugar fijado: {{to}}',
      placeRemoved: 'Se quitó el lugar (era {{from}})',
      arrival: 'La hora de llegada cambió de {{from}} a {{to}}',
    },
    noticeText: {
      invited: '{{team}}: Estás invitado: {{name}}, {{when}}.',
      updated: '{{team}}: Actualizado: {{name}}.',
      where: 'En {{where}}.',
      pushUpdated: 'Actualizado: {{name}}',
    },
    cancellation: {
      subject: '{{team}}: Cancelado: {{name}}',
      body: '{{name}} ({{when}}) se canceló.',
      attached: 'El archivo de calendario adjunto lo quita de tu calendario.',
      sms: '{{team}}: Cancelado: {{name}}, {{when}}.',
      pushTitle: 'Cancelado: {{name}}',
      ledgerBody: 'Evento cancelado: {{name}}',
    },
    ics: { homeGame: 'Partido en casa', awayGame: 'Partido de visitante', event: 'Evento' },
    confirmation: {
      subject: 'RSVP recibida: {{name}}',
      body: 'Hola {{firstName}}:\n\nRegistramos tu respuesta para {{name}} ({{when}}): {{answer}}\n\nPuedes cambiarla en la página del evento cuando quieras.',
      bodyNoName:
        'Hola:\n\nRegistramos tu respuesta para {{name}} ({{when}}): {{answer}}\n\nPuedes cambiarla en la página del evento cuando quieras.',
      yes: 'Sí, asistirás.',
      no: 'No podrás asistir.',
    },
    imageNotContent:
      'La imagen de fondo debe ser una de las imágenes de Contenido o una dirección https.',
    imageAudience:
      'La imagen de fondo es solo para {{image}}, pero este evento es para {{event}}. Elige una imagen que puedan ver todos los invitados o limita el evento a esas afiliaciones.',
    everyone: 'todos',
    notifyNobody:
      '«Avisar a los miembros» está activado pero no se eligió a nadie. Elige quién recibe el aviso o desactiva «Avisar a los miembros».',
    refusal: {
      imageSource: 'La imagen de fondo debe ser una imagen del contenido o una dirección https',
      fromBeforeTo: "'from' debe ser anterior a 'to'",
      unknownAffiliation: 'Afiliación desconocida: {{ids}}',
      unknownTeam: 'Equipo desconocido: {{ids}}. Puede que alguien lo haya eliminado; elige otro.',
      inactiveTeam: '{{names}} ya no es un equipo activo; elige otro.',
      linkedContentMissing: 'El contenido enlazado no existe',
      unknownEmail: 'Ningún contacto tiene el correo {{emails}}',
      cannotSee_one: '{{names}} no puede ver este evento por sus afiliaciones',
      cannotSee_other: '{{names}} no pueden ver este evento por sus afiliaciones',
      endBeforeStart: 'El final debe ser después del inicio (y necesita una fecha)',
      opponentNotGame: 'Solo un partido tiene rival: elige el tipo Partido o deja el rival vacío',
      seriesNeedsDate: 'Un evento que se repite necesita fecha y hora de inicio',
      seriesUntilBeforeStart:
        'La fecha final de la repetición debe ser después de la fecha de inicio',
      seriesTooMany:
        'Una serie puede tener como máximo 200 eventos: elige una fecha final anterior o menos días',
      seriesEmpty:
        'No queda ningún día en la serie: revisa sus días de la semana y las fechas omitidas',
      repeatOnCreate: 'Se repite cada semana se elige al crear el evento, no al editarlo',
      eventNotFound: 'No se encontró el evento',
      calendarNotFound: 'No se encontró el calendario',
    },
    ledgerBody: 'Aviso de evento: {{name}}',
    calendarName: 'Eventos de {{team}}',
  },
});
