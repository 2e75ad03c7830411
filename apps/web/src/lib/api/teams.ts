import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../api-client';
import { useApi } from '../use-api';

/** Query keys of the club's teams, read by every page that shows them (two or more). */
export const teamKeys = {
  all: ['teams'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
};

/** GET /api/teams: the club's active teams, in its order. */
export function getTeams(api: ApiClient) {
  return api.GET('/api/teams').then(unwrap);
}

export function useTeams() {
  const api = useApi();
  return useQuery(queryOptions({ queryKey: teamKeys.list(), queryFn: () => getTeams(api) }));
}
