// texts-inbox's public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes (the office's inbox of texts), registered in modules/index.ts. */
export { textsInboxRoutes } from './texts-inbox.routes';
/** The last of sms-inbound's handlers: a text no other one takes goes to the inbox. */
export { textsInboxHandler } from './texts-inbox-handler';
