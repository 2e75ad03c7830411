import { defineServerCatalog } from '../../platform/i18n/server-catalog';

/** Why the server is not ready (/api/ready's 503), in the reader's language. */
export const healthCatalog = defineServerCatalog('health', {
  en: {
    starting: 'The server is still starting',
    draining: 'The server is shutting down',
    database: 'The database does not answer',
    migrations: 'The database has not run this version’s migrations (up to {{name}})',
    outbox: 'The outbox worker is not running',
  },
  es: {
    starting: 'El servidor todavía se está iniciando',
    draining: 'El servidor se está apagando',
    database: 'La base de datos no responde',
    migrations: 'La base de datos no tiene las migraciones de esta versión (hasta {{name}})',
    outbox: 'El envío de mensajes no está en marcha',
  },
});
