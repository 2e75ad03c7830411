import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../api-client';
import { useApi } from '../use-api';

/**
 * Query keys of the content endpoints. In lib because the home page (banner, featured items), the
 * event form (linked content) and the content feature (lists, reordering, editing) read them: one
 * key each, so a change made in one shows in the others.
 */
export const contentKeys = {
  all: ['content'] as const,
  /** GET /api/content/getall */
  list: () => [...contentKeys.all, 'list'] as const,
  /** GET /api/content/{id} */
  item: (id: string) => [...contentKeys.all, 'item', id] as const,
};

/** GET /api/content/getall. */
export function getContentList(api: ApiClient) {
  return api.GET('/api/content/getall').then(unwrap);
}

export const contentListQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: contentKeys.list(),
    queryFn: () => getContentList(api),
    // Signed links last an hour; refresh well before.
    staleTime: 60_000,
    refetchInterval: 30 * 60_000,
  });

export function useContentList() {
  const api = useApi();
  return useQuery(contentListQuery(api));
}
