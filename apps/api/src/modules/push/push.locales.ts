import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** What the push routes answer and what a push notification says. */
export const pushCatalog = defineServerCatalog('push', {
  en: {
    invalidSubscription:
      'This browser’s push subscription was not understood (it needs an https endpoint and its p256dh and auth keys).',
    notFound: 'This browser has no notifications turned on for you.',
    pushServiceNotAllowed:
      'This browser’s push service is not one the portal sends notifications through. Try Chrome, Firefox, Edge or Safari.',
    staffMessageTitle: 'Message from the {{team}} office',
    endpointTaken:
      'This browser already gets notifications for another member. They can turn them off on their profile; then turn them on here.',
    tooManySubscriptions:
      'Notifications were turned on too many times in a short while. Please try again in a few minutes.',
  },
  es: {
    invalidSubscription:
      'No se entendió la suscripción push de este navegador (necesita una dirección https y sus claves p256dh y auth).',
    notFound: 'Este navegador no tiene notificaciones activadas para ti.',
    pushServiceNotAllowed:
      'El servicio push de este navegador no es uno por el que el portal envía notificaciones. Prueba con Chrome, Firefox, Edge o Safari.',
    staffMessageTitle: 'Mensaje de la oficina de {{team}}',
    endpointTaken:
      'Este navegador ya recibe notificaciones de otro miembro. Esa persona puede desactivarlas en su perfil; después actívalas aquí.',
    tooManySubscriptions:
      'Se activaron las notificaciones demasiadas veces en poco tiempo. Vuelve a intentarlo en unos minutos.',
  },
});
