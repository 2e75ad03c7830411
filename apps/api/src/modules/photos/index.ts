// photos' public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { photosRoutes } from './photos.routes';
