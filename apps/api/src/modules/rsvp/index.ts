// rsvp's public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Y/N replies to reminder texts record an answer as the person's one-tap link does. */
export { contactAsViewer, recordRsvpChange } from './rsvp.service';
/** A duty's manager assigns from the event's invited adults (duties.service.ts). */
export { eventAdultInvitees } from './rsvp-answer-list';
