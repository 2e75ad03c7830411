import { defineServerCatalog } from '../i18n/server-catalog';

/** Refusals of /metrics on the main port, in the reader's language. */
export const metricsCatalog = defineServerCatalog('metrics', {
  en: {
    notServed: 'Nothing is served here',
    tokenNeeded: 'Metrics need the bearer token set as METRICS_TOKEN',
  },
  es: {
    notServed: 'Aquí no se sirve nada',
    tokenNeeded: 'Las métricas requieren el token (bearer) configurado en METRICS_TOKEN',
  },
});
