import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Team, TeamInput, TeamMembersInput } from '@dugout/shared';
import { unwrap } from '../../../lib/api-client';
import { contactKeys } from '../../../lib/api/contacts';
import { teamKeys } from '../../../lib/api/teams';
import { useApi } from '../../../lib/use-api';

/** GET /api/teams/{id}/members: who is on a team (admins). */
export function useTeamMembers(id: number, enabled = true) {
  const api = useApi();
  return useQuery({
    enabled,
    queryKey: teamKeys.members(id),
    queryFn: () => api.GET('/api/teams/{id}/members', { params: { path: { id } } }).then(unwrap),
  });
}

/**
 * A change to the teams refreshes them everywhere (labels, filters, the form's chooser) and the
 * directory, whose filter by team lists who reaches one.
 */
function useInvalidateTeams() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      queryClient.invalidateQueries({ queryKey: contactKeys.list() }),
    ]);
}

/** POST /api/teams (a new team) or PUT /api/teams/{id} (a rename). */
export function useSaveTeam() {
  const api = useApi();
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: ({ team, input }: { team: Team | null; input: TeamInput }) =>
      team
        ? api
            .PUT('/api/teams/{id}', { params: { path: { id: team.id } }, body: input })
            .then(unwrap)
        : api.POST('/api/teams', { body: input }).then(unwrap),
    onSettled: invalidate,
  });
}

/** PUT /api/teams/{id}/members: the whole roster and managers at once. */
export function useSetTeamMembers(id: number) {
  const api = useApi();
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: (input: TeamMembersInput) =>
      api.PUT('/api/teams/{id}/members', { params: { path: { id } }, body: input }).then(unwrap),
    onSettled: invalidate,
  });
}

/** PUT /api/teams/{id} with `active`: stops a team, or makes it active again. */
export function useSetTeamActive() {
  const api = useApi();
  const invalidate = useInvalidateTeams();
  return useMutation({
    mutationFn: ({ team, active }: { team: Team; active: boolean }) =>
      api
        .PUT('/api/teams/{id}', {
          params: { path: { id: team.id } },
          body: { name: team.name, shortName: team.shortName, active },
        })
        .then(unwrap),
    onSettled: invalidate,
  });
}
