import { defineServerCatalog } from '../i18n/server-catalog';

/** The rides' refusals of the access layer, in the reader's language. */
export const ridesAccessCatalog = defineServerCatalog('rides-access', {
  en: {
    adultsOnly: 'Only an adult of the family can offer or ask for a ride.',
    notYours: 'Only the family who posted it, an administrator or the team manager can change it.',
    ownOnly: 'Only the family who posted it can edit it.',
    driverOnly: 'Only the driver of an offer for this event can accept a ride request with it.',
  },
  es: {
    adultsOnly: 'Solo un adulto de la familia puede ofrecer o pedir un viaje.',
    notYours:
      'Solo la familia que lo publicó, un administrador o el administrador del equipo puede cambiarlo.',
    ownOnly: 'Solo la familia que lo publicó puede editarlo.',
    driverOnly: 'Solo quien ofrece un viaje a este evento puede aceptar una solicitud con él.',
  },
});
