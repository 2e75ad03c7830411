import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeasonStartInput } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { seasonKeys } from '../../../lib/api/seasons';
import { useApi } from '../../../lib/use-api';

/** GET /api/seasons/{id}/events: a past season's events, read-only. */
export function getSeasonEvents(api: ApiClient, id: number) {
  return api.GET('/api/seasons/{id}/events', { params: { path: { id } } }).then(unwrap);
}

export function useSeasonEvents(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: seasonKeys.events(id ?? 0),
    queryFn: () => getSeasonEvents(api, id!),
    enabled: id !== null,
  });
}

/** POST /api/seasons/preview: what starting the season would archive, move and carry. */
export function usePreviewSeason() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: SeasonStartInput) => api.POST('/api/seasons/preview', { body }).then(unwrap),
  });
}

/** POST /api/seasons: starts it; every list the old season fed is read afresh. */
export function useStartSeason() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SeasonStartInput) => api.POST('/api/seasons', { body }).then(unwrap),
    onSuccess: () => client.invalidateQueries(),
  });
}
