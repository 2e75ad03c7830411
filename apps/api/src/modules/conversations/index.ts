// conversations' public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { conversationsRoutes } from './conversations.routes';
export { conversationFollowsRoutes } from './conversation-follows.routes';
/** The hourly digest's pass, run by the reminders' scheduler tick. */
export { runConversationDigests } from './conversation-digest';
export { conversationReadsRoutes } from './conversation-reads.routes';
