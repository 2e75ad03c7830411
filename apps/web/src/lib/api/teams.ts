import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../api-client';
import { useApi } from '../use-api';

/**
 * Query keys of the club's teams. In lib because any page may show team choices, and only when
 * the club has two or more teams (with one, the portal looks as it did before teams).
 */
export const teamKeys = {
  all: ['teams'] as const,
  /** GET /api/teams */
  list: () => [...teamKeys.all, 'list'] as const,
};

export const teamsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: teamKeys.list(),
    queryFn: () => api.GET('/api/teams').then(unwrap),
    staleTime: 5 * 60_000,
  });

/** The club's teams; `enabled` false: not read (a member who can choose none). */
export function useTeams(enabled = true) {
  return useQuery({ ...teamsQuery(useApi()), enabled });
}

/** Whether team choices show: the club has two or more teams (false while they load). */
export function useClubHasTeams(): boolean {
  return (useTeams().data?.length ?? 0) >= 2;
}
