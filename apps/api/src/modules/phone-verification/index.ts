// phone-verification's public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes (a code texted to a card's number, and its confirmation), in modules/index.ts. */
export { phoneVerificationRoutes } from './phone-verification.routes';
