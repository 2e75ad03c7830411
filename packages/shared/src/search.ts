import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './constants';
import { PERMISSIONS, isPermission } from './permissions';

export const searchQuerySchema = z.object({
  searchText: z
    .string({ message: 'searchText is required' })
    .trim()
    .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters to search`)
    .max(SEARCH_MAX_LENGTH, `Search text may have at most ${SEARCH_MAX_LENGTH} characters`),
});

// isSearchable lives in constants.ts (no zod): the search box is part of the first load.
export { isSearchable } from './constants';

/** Spec §3 Search result. */
export interface SearchResults {
  content: { id: string; description: string; blobUrlAccessible: string }[];
  contacts: {
    id: string;
    firstName: string;
    lastName: string;
    relationToPlayer: string | null;
    relatedPlayer: { name: string | null };
    alternateDescription: string | null;
    hideContactFromOthers: boolean;
  }[];
  searchableLinks: { id: number; linkName: string; url: string; viewablePermissions: string[] }[];
  events: { id: string; name: string; description: string; date: string | null }[];
}

export const searchableLinkSchema = z.object({
  linkName: z.string().trim().min(1, 'The link needs a name').max(200),
  url: z
    .string()
    .trim()
    .min(1, 'The link needs a url')
    .max(2000)
    .refine((u) => /^(https?:\/\/|\/)/i.test(u), 'The url must start with http://, https:// or /'),
  viewablePermissions: z
    .array(z.string().refine(isPermission, `Permissions must be among ${PERMISSIONS.join(', ')}`))
    .max(10)
    .default([]),
});
export type SearchableLinkInput = z.input<typeof searchableLinkSchema>;
