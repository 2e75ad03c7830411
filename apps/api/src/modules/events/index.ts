// events' public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** An RSVP is for an event the member may see, and its confirmation names the event. */
export { formatEventDate, rsvpConfirmationEmail } from './events.emails';
export { eventTranslations } from './events.queries';
export { loadVisibleEvent } from './events.read.service';
/** The server's hourly sweep forgets cancellations calendar feeds no longer show. */
export { purgeOldCancellations } from './event-cancellations.service';
/** Whom an event of teams is for: its teams, and the teams each contact reaches. */
export { eventTeamIds, teamIdsOfEvents, teamsOfContacts } from './event-teams.queries';
