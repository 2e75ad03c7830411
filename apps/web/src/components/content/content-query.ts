import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentItem, ContentList } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../lib/api-client';
import { useApi } from '../../lib/use-api';

/**
 * GET /api/content/getall. Shared by the home page (banner, featured items) and the content
 * feature (lists, reordering): one key, so a change made in one shows in the other.
 */
export const contentListQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['content', 'list'] as const,
    queryFn: () => api.get<ContentList>('/api/content/getall').then(unwrap),
    // Signed links last an hour; refresh well before.
    staleTime: 60_000,
    refetchInterval: 30 * 60_000,
  });

export function useContentList() {
  const api = useApi();
  return useQuery(contentListQuery(api));
}

/** Spec §2: the banner is the first item with isBanner, else the first featured item. */
export function pickBanner(items: readonly ContentItem[]): ContentItem | null {
  return items.find((c) => c.isBanner) ?? items.find((c) => c.isFeatured) ?? null;
}
