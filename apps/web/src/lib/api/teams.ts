import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import {
  allTeamsSchema,
  myTeamsSchema,
  teamListSchema,
  type MyTeams,
  type Team,
  type TeamFamilies,
  type TeamWithState,
} from '@dugout/shared';
import { unwrap, type ApiClient } from '../api-client';
import { useApi } from '../use-api';

/**
 * Query keys of the club's teams. In lib because the schedule, the event form, the directory and
 * the home page label and filter by them, and Admin Tools' Teams page changes them (its saves
 * invalidate `all`).
 */
export const teamKeys = {
  all: ['teams'] as const,
  /** GET /api/teams: every team's name, for labels, the form's chooser and the filters. */
  list: () => [...teamKeys.all, 'list'] as const,
  /** GET /api/teams/all: inactive teams too (past events' labels, Admin Tools → Teams). */
  withInactive: () => [...teamKeys.all, 'with-inactive'] as const,
  /** GET /api/teams/mine: the signed-in member's teams. */
  mine: () => [...teamKeys.all, 'mine'] as const,
  /** GET /api/teams/{id}/members (admins). */
  members: (id: number) => [...teamKeys.all, 'members', id] as const,
  /** GET /api/teams/{id}/families (the team's manager or an admin). */
  families: (id: number) => [...teamKeys.all, 'families', id] as const,
};

// An answer that is not a list of teams (an older server without teams) reads as none: a club
// without teams shows none of their labels, chooser or filters.
const asTeams = (answer: unknown): Team[] => teamListSchema.safeParse(answer).data ?? [];
const asAllTeams = (answer: unknown): TeamWithState[] =>
  allTeamsSchema.safeParse(answer).data ?? [];
const asMyTeams = (answer: unknown): MyTeams => myTeamsSchema.safeParse(answer).data ?? [];

export const teamsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: teamKeys.list(),
    queryFn: () => api.GET('/api/teams').then(unwrap).then(asTeams),
    staleTime: 5 * 60_000,
  });

/** The club's teams, in its order; `enabled` false asks nothing (a page with no team to show). */
export function useTeams(enabled = true) {
  const api = useApi();
  return useQuery({ ...teamsQuery(api), enabled });
}

/** Every team, inactive ones too: names only, never offered as a choice. */
export function useAllTeams(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: teamKeys.withInactive(),
    queryFn: () => api.GET('/api/teams/all').then(unwrap).then(asAllTeams),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The signed-in member's teams (on the roster, managing, or a guardian of a child who plays). */
export function useMyTeams(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: teamKeys.mine(),
    queryFn: () => api.GET('/api/teams/mine').then(unwrap).then(asMyTeams),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Whether team choices show: the club has two or more teams (false while they load). */
export function useClubHasTeams(): boolean {
  return (useTeams().data?.length ?? 0) >= 2;
}

/** GET /api/teams/{id}/families: whoever reaches the team (the server's one rule). */
export const teamFamiliesQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: teamKeys.families(id),
    queryFn: (): Promise<TeamFamilies> =>
      api.GET('/api/teams/{id}/families', { params: { path: { id } } }).then(unwrap),
  });

// Module-level, so the combined answer is kept until one of the queries changes.
const combineFamilies = (
  results: { data?: TeamFamilies; isPending: boolean; error: Error | null }[],
) => ({
  loading: results.some((r) => r.isPending),
  error: results.find((r) => r.error)?.error ?? null,
  /** Each team's families, in the order of the ids asked (empty until loaded). */
  lists: results.map((r) => r.data ?? []),
});

/**
 * The families of each of these teams (the messages composer's "Families of …", the event
 * form's recipients of an event of teams).
 */
export function useTeamFamilies(ids: readonly number[]) {
  const api = useApi();
  return useQueries({
    queries: ids.map((id) => teamFamiliesQuery(api, id)),
    combine: combineFamilies,
  });
}
