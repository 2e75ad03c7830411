import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../api-client';
import { useApi } from '../use-api';

/**
 * Query keys of the club's seasons. Here rather than in one feature: the schedule (its "Past
 * seasons" link), the request reports (their season choice) and the seasons pages read them.
 */
export const seasonKeys = {
  all: ['seasons'] as const,
  list: () => [...seasonKeys.all, 'list'] as const,
  events: (id: number) => [...seasonKeys.all, 'events', id] as const,
};

/** GET /api/seasons: the current season first, then the past ones. */
export function getSeasons(api: ApiClient) {
  return api.GET('/api/seasons').then(unwrap);
}

export function useSeasons() {
  const api = useApi();
  return useQuery(queryOptions({ queryKey: seasonKeys.list(), queryFn: () => getSeasons(api) }));
}
