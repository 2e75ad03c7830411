import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Middleware } from 'openapi-fetch';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { OutgoingRequest } from '../../../lib/http/outgoing-request';
import { useConfig } from '../../../lib/config';
import { useApi } from '../../../lib/use-api';

export const rosterKeys = {
  /** GET /api/contact/Get{team}Roster */
  team: (teamName: string) => ['roster', teamName] as const,
  /** GET /api/teams/{id}/roster: one team's own feed (a club of two teams or more). */
  ofTeam: (id: number) => ['roster', 'team', id] as const,
};

/** GET /api/contact/Get{team}Roster: players have a position, coaches none. */
export function getRoster(api: ApiClient, teamName: string) {
  return api.GET('/api/contact/roster', { middleware: [toTeamRoster(teamName)] }).then(unwrap);
}

/**
 * The call goes to the path named after this deployment's team; the API documents the same answer
 * under the fixed /api/contact/roster, which types it.
 */
const toTeamRoster = (teamName: string): Middleware => ({
  onRequest: ({ request }) =>
    new OutgoingRequest(
      request.url.replace(
        /\/api\/contact\/roster$/,
        `/api/contact/Get${encodeURIComponent(teamName)}Roster`,
      ),
      request,
    ),
});

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

/** One team's roster (its own feed, or the club's when it has none); `id` null asks nothing. */
export function useTeamRoster(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: rosterKeys.ofTeam(id ?? 0),
    queryFn: () =>
      api.GET('/api/teams/{id}/roster', { params: { path: { id: id ?? 0 } } }).then(unwrap),
    staleTime: 10 * 60_000,
    enabled: id !== null,
  });
}
