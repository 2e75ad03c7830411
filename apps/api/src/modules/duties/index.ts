// duties' public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { dutiesRoutes } from './duties.routes';
/** The volunteers' duty reminders: a pass the reminders' scheduler runs at each tick. */
export { runDueDutyReminders, DUTY_REMINDER_HOURS } from './duty-reminders';
/** The manager's side: templates, the unfilled list, "Ask families" and the CSV. */
export { dutyTemplatesRoutes } from './duty-templates.routes';
