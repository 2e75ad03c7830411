// preferences' public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { preferencesRoutes } from './preferences.routes';
/** Every send asks the member's channels for its kind (issue 16 §1) and skips what they turned off. */
export { channelsFor, channelsForAddresses, preferenceSkip } from './preferences.service';
