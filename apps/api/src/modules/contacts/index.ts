// contacts' public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** admin's ADMIN_EMAILS start-up: make each a site admin, with the access diff for the log. */
export { accessChanges, accessOf, hasChanges, type Access } from './contacts.access';
/** Content and event notices resolve their recipients' emails to contacts. */
export {
  contactsByEmail,
  findAccessForUpdate,
  findContactIdByEmail,
  insertContact,
  lockSiteAdminChanges,
  updateContact,
} from './contacts.queries';
/** A season's start reads the continuing teams' roster feeds again. */
export { teamRosters, type RosterReload } from './team-rosters';
