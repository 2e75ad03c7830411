// reminders' public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { remindersRoutes } from './reminders.routes';
/** The periodic tick the server starts and stops (server.ts). */
export { ReminderScheduler } from './reminder-scheduler';
/** The Y/N answers to reminder texts, one of sms-inbound's handlers. */
export { reminderReplyHandler } from './reminder-replies';
