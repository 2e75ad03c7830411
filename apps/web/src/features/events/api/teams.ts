import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { eventKeys } from './event-keys';

/** The club's teams, as every member reads them (GET /api/teams), for the event form. */
export const teamKeys = { all: [...eventKeys.all, 'teams'] as const };

export function useTeams(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: teamKeys.all,
    queryFn: () => api.GET('/api/teams').then(unwrap),
    enabled,
    staleTime: 5 * 60_000,
  });
}
