// households' public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { householdsRoutes } from './households.routes';
/** For the CSV import: households formed inside the caller's transaction. */
export { formHouseholds, type HouseholdGroup } from './households.service';
/** For the Audit Log page: the household rows of audit_log, read back. */
export {
  HOUSEHOLD_AUDIT_ACTION_LIST,
  readHouseholdAudit,
  type HouseholdAuditRead,
} from './households.audit-read';
/**
 * Who is in a household when it answers an event: one rule for the event page, the one-tap page
 * and the event email.
 */
export { householdRowsOf } from './households.queries';
export {
  householdOf,
  householdsOf,
  householdPeople,
  type HouseholdPerson,
  type HouseholdRow,
} from './household-people';
