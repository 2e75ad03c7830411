// seasons' public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { seasonsRoutes } from './seasons.routes';
/** A report's `?season=` read and checked (forms' CSV reports). */
export { reportSeason } from './seasons.service';
