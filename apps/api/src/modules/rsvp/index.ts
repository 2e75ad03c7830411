// rsvp's public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Event notices carry one-tap RSVP links, per person for a household's guardians. */
export { rsvpLinkExpiry, signRsvpLink } from './rsvp-links';
export { householdAnswerLinks, type PersonLinks } from './rsvp-household-links';
