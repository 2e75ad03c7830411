// rides' public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { ridesRoutes } from './rides.routes';
/** "C" in reply to a ride's confirmation text: a handler of the inbound SMS chain. */
export { rideReplyHandler } from './rides.sms';
