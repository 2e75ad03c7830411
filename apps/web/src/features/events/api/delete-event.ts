import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesScope } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { unwrapEventResult } from './get-event';
import { eventKeys } from './event-keys';

/** DELETE /api/event/{id} (`scope` 'following': with the later events of its series). */
export function deleteEvent(api: ApiClient, id: string, scope: SeriesScope = 'one') {
  return api
    .DELETE('/api/event/{id}', {
      params: { path: { id }, query: scope === 'following' ? { scope } : {} },
    })
    .then(unwrap)
    .then(unwrapEventResult);
}

export function useDeleteEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: string; scope?: SeriesScope }) => deleteEvent(api, id, scope),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
