// push's public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { pushRoutes } from './push.routes';
/** Senders add a push delivery for members who chose push for the kind (issue 16 §4). */
export { pushDelivery } from './push-deliveries';
export { pushCatalog } from './push.locales';
