// push's public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { pushRoutes } from './push.routes';
/** Staff messages title their push in the member's language. */
export { pushCatalog } from './push.locales';
