// rsvp's public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Event notices carry one-tap RSVP links. */
export { rsvpLinkExpiry, signRsvpLink } from './rsvp-links';
