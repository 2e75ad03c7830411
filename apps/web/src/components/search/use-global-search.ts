import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isSearchable, type SearchResults } from '@dugout/shared';
import { unwrap } from '../../lib/api-client';
import { useApi } from '../../lib/use-api';

export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCHING_DELAY_MS = 1000;

export const searchKeys = { text: (text: string) => ['global-search', text] as const };

/** The value, once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * GET /api/home/search for the debounced text, only above 2 characters. Each text is its own
 * query (and an outdated request is aborted), so an answer to an older text can never replace
 * the newer one's. Emptying the box (or going under 3 characters) clears the results.
 */
export function useGlobalSearch(text: string) {
  const api = useApi();
  const trimmed = text.trim();
  const debounced = useDebounced(trimmed, SEARCH_DEBOUNCE_MS);
  const enabled = isSearchable(debounced) && debounced === trimmed;
  const query = useQuery<SearchResults>({
    queryKey: searchKeys.text(debounced),
    queryFn: ({ signal }) =>
      api
        .GET('/api/home/search', { params: { query: { searchText: debounced } }, signal })
        .then(unwrap),
    enabled: isSearchable(debounced),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const loading = isSearchable(trimmed) && (!enabled || query.isFetching);
  const [showSearching, setShowSearching] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShowSearching(false);
      return;
    }
    const timer = setTimeout(() => setShowSearching(true), SEARCHING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return {
    results: isSearchable(trimmed) ? (query.data ?? null) : null,
    /** True only when the shown results answer exactly the text in the box. */
    settled: enabled && !query.isFetching && !query.isPlaceholderData,
    error: isSearchable(trimmed) && query.isError ? query.error : null,
    showSearching,
  };
}
