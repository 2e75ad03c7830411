// content's public entry: what other modules may use (lint: import-x/no-restricted-paths).
/** Events and search hand out the signed links of content a member may see. */
export { CONTENT_LINK_TTL_SECONDS, signContentLinks } from './content-links';
/** An event's background picked from content is shown only to that content's audience. */
export { contentAffiliations, contentTeams } from './content.queries';
/** Conversations under a content item follow who may see the item (its audience and teams). */
export { findContent } from './content.queries';
