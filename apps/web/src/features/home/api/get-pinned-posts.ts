import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PinnedPost } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const pinnedPostKeys = { all: ['pinned-posts'] as const };

/** GET /api/pinnedpost/getall. */
export const pinnedPostsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: pinnedPostKeys.all,
    queryFn: () => api.get<PinnedPost[]>('/api/pinnedpost/getall').then(unwrap),
    staleTime: 5 * 60_000,
  });

export function usePinnedPosts() {
  const api = useApi();
  return useQuery(pinnedPostsQuery(api));
}
