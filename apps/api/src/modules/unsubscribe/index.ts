// unsubscribe's public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes (GET and POST /api/unsubscribe/:token), registered in modules/index.ts. */
export { unsubscribeRoutes } from './unsubscribe.routes';
/** Bulk email senders add the one-click headers and footer link per member and kind (issue 16 §2). */
export { withUnsubscribe, withUnsubscribeByEmail } from './unsubscribe.service';
