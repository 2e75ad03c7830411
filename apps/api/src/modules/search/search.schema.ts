/**
 * The search answer's shape, checked before it is sent or kept: the shared schemas, so the web's
 * SearchResults is the same type (packages/shared/src/search.ts).
 */
export {
  searchableLinkRowSchema as linkSchema,
  searchResultsSchema as resultsSchema,
} from '@dugout/shared';
