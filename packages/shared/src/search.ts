import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './constants';
import { isPermission } from './permissions';
import { RELATION_CODES } from './relations';
import { ruleMessage } from './rule-messages';

export const searchQuerySchema = z.object({
  searchText: z
    .string(ruleMessage('searchTextRequired'))
    .trim()
    .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters to search`)
    .max(SEARCH_MAX_LENGTH, `Search text may have at most ${SEARCH_MAX_LENGTH} characters`),
});

// isSearchable lives in constants.ts (no zod): the search box is part of the first load.
export { isSearchable } from './constants';

/** A searchable link as the API answers it (admins' list, and search results). */
export const searchableLinkRowSchema = z.object({
  id: z.number(),
  linkName: z.string(),
  url: z.string(),
  viewablePermissions: z.array(z.string()),
});
export type SearchableLinkRow = z.infer<typeof searchableLinkRowSchema>;

/** A search result: what the search box may show, checked before it is sent or kept. */
export const searchResultsSchema = z.object({
  content: z.array(
    z.object({ id: z.string(), description: z.string(), blobUrlAccessible: z.string() }),
  ),
  contacts: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      /** A code of relations.ts, shown with relationLabel. */
      relationToPlayer: z.enum(RELATION_CODES).nullable(),
      relatedPlayer: z.object({ name: z.string().nullable() }),
      alternateDescription: z.string().nullable(),
      hideContactFromOthers: z.boolean(),
    }),
  ),
  searchableLinks: z.array(searchableLinkRowSchema),
  events: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      date: z.string().nullable(),
    }),
  ),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const searchableLinkSchema = z.object({
  linkName: z.string().trim().min(1, 'The link needs a name').max(200),
  url: z
    .string()
    .trim()
    .min(1, 'The link needs a url')
    .max(2000)
    .refine((u) => /^(https?:\/\/|\/)/i.test(u), ruleMessage('linkUrlStart')),
  viewablePermissions: z
    .array(z.string().refine(isPermission, ruleMessage('permissionUnknown')))
    .max(10)
    .default([]),
});
export type SearchableLinkInput = z.input<typeof searchableLinkSchema>;
