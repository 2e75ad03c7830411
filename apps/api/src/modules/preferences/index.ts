// preferences' public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Its routes, registered with the others in modules/index.ts. */
export { preferencesRoutes } from './preferences.routes';
/** Every send asks the member's channels for its kind (issue 16 §1) and skips what they turned off. */
export {
  channelsFor,
  channelsForAddresses,
  contactsForAddresses,
  preferenceSkip,
} from './preferences.service';
/** Notices and reminders turn a member's choice into deliveries by one rule (no channel forgotten). */
export {
  chosenDeliveries,
  messageTypesOf,
  type ChannelWording,
  type ChosenRecipient,
} from './chosen-deliveries';
/** The one-click unsubscribe link (issue 16 §2) reads and stores a member's choice like the profile. */
export { changePreferences, preferencesOf } from './preferences.service';
