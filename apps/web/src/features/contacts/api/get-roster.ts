import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Roster } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config';
import { useApi } from '../../../lib/use-api';

export const rosterKeys = {
  /** GET /api/contact/Get{team}Roster */
  team: (teamName: string) => ['roster', teamName] as const,
};

/** GET /api/contact/Get{team}Roster (spec §7): players have a position, coaches none. */
export function getRoster(api: ApiClient, teamName: string) {
  return api.get<Roster>(`/api/contact/Get${encodeURIComponent(teamName)}Roster`).then(unwrap);
}

export function rosterQueryOptions(api: ApiClient, teamName: string) {
  return queryOptions({
    queryKey: rosterKeys.team(teamName),
    queryFn: () => getRoster(api, teamName),
    staleTime: 10 * 60_000,
  });
}

export function useRoster(enabled = true) {
  const api = useApi();
  const { teamName } = useConfig();
  return useQuery({ ...rosterQueryOptions(api, teamName), enabled });
}
