// admin's public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Contacts record each change of a member's access in the audit log. */
export { writeAccessChange } from './audit-log.queries';
