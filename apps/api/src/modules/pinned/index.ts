// pinned's public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { pinnedRoutes } from './pinned.routes';
/** The day in the team's time zone and the rule of which posts are still shown on it. */
export { teamToday } from './pinned.service';
export { pinnedShownOn } from './pinned.queries';
