// venues' public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { venuesRoutes } from './venues.routes';
/** Events carry their venue in the reader's language and refuse a venue that is not there. */
export { unknownVenue, venueExists, venuesForEvents } from './venues.service';
