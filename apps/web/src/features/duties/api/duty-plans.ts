import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DutyTemplateInput } from '@dugout/shared';
import { dutyKeys } from '../../../components/duties/api';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** Query keys of the manager's duty endpoints (under the duties' own, so a change refreshes all). */
export const dutyPlanKeys = {
  all: [...dutyKeys.all, 'plans'] as const,
  /** GET /api/duty-templates */
  templates: () => [...dutyPlanKeys.all, 'templates'] as const,
  /** GET /api/duty-templates/{id}/preview */
  preview: (id: number) => [...dutyPlanKeys.all, 'preview', id] as const,
  /** GET /api/duties/unfilled?team= */
  unfilled: (team: number | null, language: string) =>
    [...dutyPlanKeys.all, 'unfilled', team, language] as const,
};

export function useDutyTemplates() {
  const api = useApi();
  return useQuery({
    queryKey: dutyPlanKeys.templates(),
    queryFn: () => api.GET('/api/duty-templates').then(unwrap),
  });
}

/** What applying a template would do now (games, duties added); asked when the dialog opens. */
export function useTemplatePreview(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: dutyPlanKeys.preview(id ?? 0),
    queryFn: () =>
      api
        .GET('/api/duty-templates/{id}/preview', { params: { path: { id: id ?? 0 } } })
        .then(unwrap),
    enabled: id !== null,
    staleTime: 0,
  });
}

export type TemplateChange =
  | { kind: 'create'; body: DutyTemplateInput }
  | { kind: 'update'; id: number; body: DutyTemplateInput }
  | { kind: 'delete'; id: number };

function changeTemplate(api: ApiClient, change: TemplateChange): Promise<unknown> {
  switch (change.kind) {
    case 'create':
      return api.POST('/api/duty-templates', { body: change.body }).then(unwrap);
    case 'update':
      return api
        .PUT('/api/duty-templates/{id}', { params: { path: { id: change.id } }, body: change.body })
        .then(unwrap);
    case 'delete':
      return api
        .DELETE('/api/duty-templates/{id}', { params: { path: { id: change.id } } })
        .then(unwrap);
  }
}

export function useTemplateChange() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TemplateChange) => changeTemplate(api, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dutyPlanKeys.all }),
  });
}

/** POST /api/duty-templates/{id}/apply; every duty list (events, unfilled) is read again. */
export function useApplyTemplate() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.POST('/api/duty-templates/{id}/apply', { params: { path: { id } } }).then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dutyKeys.all }),
  });
}

export function useUnfilledDuties(team: number | null, language: string) {
  const api = useApi();
  return useQuery({
    queryKey: dutyPlanKeys.unfilled(team, language),
    queryFn: () =>
      api
        .GET('/api/duties/unfilled', { params: { query: team === null ? {} : { team } } })
        .then(unwrap),
  });
}

/** POST /api/event/{id}/duties/ask: how many people the message went to. */
export function useAskFamilies() {
  const api = useApi();
  return useMutation({
    mutationFn: (eventId: string) =>
      api.POST('/api/event/{id}/duties/ask', { params: { path: { id: eventId } } }).then(unwrap),
  });
}

/**
 * GET /api/duties/csv: the current season's duties, or `season`'s (a past season's id), headers
 * and names in the UI's language; saved as `fileName`.
 */
export function useDownloadDutiesCsv(fileName: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (season?: number) =>
      api
        .download('/api/duties/csv', fileName, {
          params: { query: season === undefined ? {} : { season } },
        })
        .then(unwrap),
  });
}
