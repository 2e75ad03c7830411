// notices' public entry: what other modules may use (lint: import-x/no-restricted-paths).
// One module turns a notice into deliveries: the member's chosen channels (email, text, push),
// the one-click unsubscribe, and the one-tap RSVP links, so no sender wires them differently.
/** Its routes (the member's message preferences, the unsubscribe page), registered in modules/index.ts. */
export { preferencesRoutes } from './preferences.routes';
export { unsubscribeRoutes } from './unsubscribe.routes';
/** Every send asks the member's channels for its kind and skips what they turned off. */
export { channelsFor, channelsForAddresses, preferenceSkip } from './preferences.service';
/** A member's choice becomes deliveries by one rule (no channel forgotten). */
export { chosenDeliveries, messageTypesOf } from './chosen-deliveries';
/** Staff messages, addressed by email and phone, add a push for members who chose it. */
export { pushDelivery } from './push-deliveries';
/** Bulk email carries the one-click unsubscribe headers and footer link per member and kind. */
export { withUnsubscribe, withUnsubscribeByEmail } from './unsubscribe.service';
/** One-tap RSVP links: notices and reminders carry them, rsvp's quick page checks them. */
export { rsvpLinkExpiry, signRsvpLink, verifyRsvpLink, type RsvpLinkClaims } from './rsvp-links';
export { householdAnswerLinks } from './rsvp-household-links';
