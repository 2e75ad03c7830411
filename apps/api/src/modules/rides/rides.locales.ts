import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** What the ride calls answer, and the notices and texts they send, in the reader's language. */
export const ridesCatalog = defineServerCatalog('rides', {
  en: {
    invalid: {
      seats: 'Seats: a whole number from 1 to 8.',
      from: 'Write where from, in at most {{max}} characters.',
      leavesAt: 'The time of leaving is not a valid date and time.',
      direction: 'Choose there and back, there only or back only.',
      note: 'The note may have at most {{max}} characters.',
      offerId: 'Choose your ride offer.',
      other: 'The ride could not be read. Please check the form and try again.',
    },
    family: 'A family',
    leavesAtPassed: 'The leaving time has passed: choose a time still to come.',
    leavesAtTooLate: 'The leaving time is more than {{hours}} hours after the event starts.',
    offerNotFound: 'This ride offer was not found. It may have been cancelled.',
    requestNotFound: 'This ride request was not found. It may have been cancelled.',
    alreadyOffered: 'You already offer a ride to this event: edit it instead.',
    alreadyAsked: 'You already asked for a ride to this event: edit it instead.',
    full_one: 'Sorry, {{driver}}’s car has {{count}} seat left: not enough for {{seats}}.',
    full_other: 'Sorry, {{driver}}’s car has {{count}} seats left: not enough for {{seats}}.',
    alreadyMatched: 'This request already has a ride.',
    matched: 'This request has a ride: cancel the ride before changing it.',
    fewerThanTaken: '{{taken}} seats are already taken: cancel a ride before lowering the seats.',
    notMatched: 'This request has no ride to cancel.',
    notice: {
      askerSubject: 'Ride to {{event}}: {{driver}} drives',
      askerBody:
        '{{driver}} will drive you to {{event}} ({{when}}): {{seats}} seat(s), from {{from}}. Phone: {{phone}}.',
      driverSubject: 'Ride to {{event}}: you drive {{asker}}',
      driverBody:
        'You drive {{asker}} to {{event}} ({{when}}): {{seats}} seat(s), from {{from}}. Phone: {{phone}}.',
      replyC: 'Reply C to cancel the ride.',
      cancelledSubject: 'Ride to {{event}} cancelled',
      cancelledBody: '{{name}} cancelled the ride to {{event}} ({{when}}).',
      removedBody: 'The team manager removed the ride to {{event}} ({{when}}).',
      offerRemovedSubject: 'Your ride offer for {{event}} was removed',
      offerRemovedBody: 'A team manager removed your ride offer for {{event}} ({{when}}).',
      offerRemovedMatched:
        'A team manager removed your ride offer for {{event}} ({{when}}): the rides you were giving are off, and the families you were driving have been told.',
      requestRemovedSubject: 'Your ride request for {{event}} was removed',
      requestRemovedBody: 'A team manager removed your ride request for {{event}} ({{when}}).',
      requestRemovedMatched:
        'A team manager removed your ride request for {{event}} ({{when}}): your ride with {{name}} is off, and they have been told.',
      noPhone: 'none given',
      ledger: 'Ride to {{event}}',
    },
    sms: {
      cancelled: 'Your ride to {{event}} ({{when}}) is cancelled. We told {{name}}.',
      several: 'You have several rides. Cancel the one you mean on its event page: {{url}}',
    },
  },
  es: {
    invalid: {
      seats: 'Asientos: un número entero de 1 a 8.',
      from: 'Escribe desde dónde, en {{max}} caracteres como máximo.',
      leavesAt: 'La hora de salida no es una fecha y hora válidas.',
      direction: 'Elige ida y vuelta, solo ida o solo vuelta.',
      note: 'La nota puede tener como máximo {{max}} caracteres.',
      offerId: 'Elige tu oferta de viaje.',
      other: 'No se pudo leer el viaje. Revisa el formulario e inténtalo de nuevo.',
    },
    family: 'Una familia',
    leavesAtPassed: 'La hora de salida ya pasó: elige una hora que aún no haya llegado.',
    leavesAtTooLate: 'La hora de salida es más de {{hours}} horas después del comienzo del evento.',
    offerNotFound: 'No se encontró esta oferta de viaje. Puede que se haya cancelado.',
    requestNotFound: 'No se encontró esta solicitud de viaje. Puede que se haya cancelado.',
    alreadyOffered: 'Ya ofreces un viaje a este evento: edítalo.',
    alreadyAsked: 'Ya pediste un viaje a este evento: edítalo.',
    full_one:
      'Lo sentimos, al coche de {{driver}} le queda {{count}} asiento: no basta para {{seats}}.',
    full_other:
      'Lo sentimos, al coche de {{driver}} le quedan {{count}} asientos: no bastan para {{seats}}.',
    alreadyMatched: 'Esta solicitud ya tiene viaje.',
    matched: 'Esta solicitud tiene viaje: cancela el viaje antes de cambiarla.',
    fewerThanTaken:
      'Ya hay {{taken}} asientos ocupados: cancela un viaje antes de reducir los asientos.',
    notMatched: 'Esta solicitud no tiene viaje que cancelar.',
    notice: {
      askerSubject: 'Viaje a {{event}}: conduce {{driver}}',
      askerBody:
        '{{driver}} te llevará a {{event}} ({{when}}): {{seats}} asiento(s), desde {{from}}. Teléfono: {{phone}}.',
      driverSubject: 'Viaje a {{event}}: llevas a {{asker}}',
      driverBody:
        'Llevas a {{asker}} a {{event}} ({{when}}): {{seats}} asiento(s), desde {{from}}. Teléfono: {{phone}}.',
      replyC: 'Responde C para cancelar el viaje.',
      cancelledSubject: 'Viaje a {{event}} cancelado',
      cancelledBody: '{{name}} canceló el viaje a {{event}} ({{when}}).',
      removedBody: 'El administrador del equipo quitó el viaje a {{event}} ({{when}}).',
      offerRemovedSubject: 'Se quitó tu oferta de viaje a {{event}}',
      offerRemovedBody:
        'Un administrador del equipo quitó tu oferta de viaje a {{event}} ({{when}}).',
      offerRemovedMatched:
        'Un administrador del equipo quitó tu oferta de viaje a {{event}} ({{when}}): los viajes que ibas a dar se cancelaron, y se lo dijimos a las familias que ibas a llevar.',
      requestRemovedSubject: 'Se quitó tu solicitud de viaje a {{event}}',
      requestRemovedBody:
        'Un administrador del equipo quitó tu solicitud de viaje a {{event}} ({{when}}).',
      requestRemovedMatched:
        'Un administrador del equipo quitó tu solicitud de viaje a {{event}} ({{when}}): tu viaje con {{name}} se canceló, y se lo dijimos.',
      noPhone: 'no indicado',
      ledger: 'Viaje a {{event}}',
    },
    sms: {
      cancelled: 'Tu viaje a {{event}} ({{when}}) está cancelado. Se lo dijimos a {{name}}.',
      several: 'Tienes varios viajes. Cancela el que quieras en la página del evento: {{url}}',
    },
  },
});
