import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  DIRECTORY_MAX_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE,
  SIGN_IN_STATUSES,
  type DirectoryPage,
} from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { contactKeys } from '../../../lib/api/contacts';
import { useApi } from '../../../lib/use-api';

/** What the directory is filtered by, sent to the server. */
export interface DirectoryFilters {
  q: string;
  relation: string;
  affiliation: string;
  /** Admins: a SignInStatus, or '' for anyone. */
  signIn: string;
  /** A team's id: who reaches it (a club of two teams or more); '' for everyone. */
  team?: string;
}

export const directoryKeys = {
  /** GET /api/contact/page: under the list's key, so every change to a contact refreshes it. */
  pages: (filters: DirectoryFilters) => [...contactKeys.list(), 'page', filters] as const,
};

/** GET /api/contact/page: one page of the directory, after `cursor`. */
export function getDirectoryPage(
  api: ApiClient,
  filters: DirectoryFilters,
  cursor: string | null,
  limit = DIRECTORY_PAGE_SIZE,
) {
  // An empty filter is left out of the query, not sent empty.
  const query = {
    limit,
    cursor: cursor || undefined,
    q: filters.q.trim() || undefined,
    relation: filters.relation || undefined,
    affiliation: filters.affiliation ? Number(filters.affiliation) : undefined,
    signIn: SIGN_IN_STATUSES.find((status) => status === filters.signIn),
    team: filters.team ? Number(filters.team) : undefined,
  };
  return api.GET('/api/contact/page', { params: { query } }).then(unwrap);
}

/**
 * The directory a page at a time; the next page is asked for as the list nears its end. The
 * previous filter's rows stay on screen while a new filter's first page comes.
 */
export function useDirectoryPages(filters: DirectoryFilters) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: directoryKeys.pages(filters),
    queryFn: ({ pageParam }) => getDirectoryPage(api, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every contact id matching `filters`, read in the largest pages: what "Invite these" invites
 * (the list on screen holds only the pages scrolled to).
 */
export async function directoryIds(api: ApiClient, filters: DirectoryFilters): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: DirectoryPage = await getDirectoryPage(
      api,
      filters,
      cursor,
      DIRECTORY_MAX_PAGE_SIZE,
    );
    ids.push(...page.contacts.map((c) => c.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}
