// sms-inbound's public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its route (POST /api/sms/inbound, Twilio's webhook), registered in modules/index.ts. */
export { smsInboundRoutes } from './sms-inbound.routes';
export type { InboundSms, InboundSmsHandler } from './sms-inbound.routes';
/** The hourly sweep of texts handled (server.ts): a week is far past Twilio's retries. */
export { purgeInboundMessages } from './sms-inbound.queries';
