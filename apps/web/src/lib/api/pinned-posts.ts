import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@dugout/shared';
import { unwrap, type ApiClient } from '../api-client';
import { currentLanguage } from '../i18n/i18n';
import { useApi } from '../use-api';

/**
 * Query keys of the pinned posts. In lib because the home page shows them and Admin Tools
 * manages them: a save there invalidates `all`, so the banners change at once.
 */
export const pinnedPostKeys = {
  all: ['pinned-posts'] as const,
  /** GET /api/pinnedpost/getall?language= (the banners, in the reader's language) */
  shown: (language: Language) => [...pinnedPostKeys.all, 'shown', language] as const,
  /** GET /api/pinnedpost/manage (every post, both languages, for admins) */
  managed: () => [...pinnedPostKeys.all, 'managed'] as const,
};

/** GET /api/pinnedpost/getall: the posts still shown today, in `language`. */
export function getShownPinnedPosts(api: ApiClient, language: Language) {
  return api.GET('/api/pinnedpost/getall', { params: { query: { language } } }).then(unwrap);
}

export const shownPinnedPostsQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: pinnedPostKeys.shown(language),
    queryFn: () => getShownPinnedPosts(api, language),
    staleTime: 5 * 60_000,
  });

/** The home page's banners in the page's language (a language switch fetches them again). */
export function usePinnedPosts() {
  const api = useApi();
  useTranslation(); // re-render on a language change
  return useQuery(shownPinnedPostsQuery(api, currentLanguage()));
}

/** GET /api/pinnedpost/manage. */
export function getManagedPinnedPosts(api: ApiClient) {
  return api.GET('/api/pinnedpost/manage').then(unwrap);
}

export const managedPinnedPostsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: pinnedPostKeys.managed(), queryFn: () => getManagedPinnedPosts(api) });
