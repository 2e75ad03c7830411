import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { unwrapEventResult } from './get-event';
import { eventKeys } from './event-keys';

/** DELETE /api/event/{id}. */
export function deleteEvent(api: ApiClient, id: string) {
  return api
    .DELETE('/api/event/{id}', { params: { path: { id } } })
    .then(unwrap)
    .then(unwrapEventResult);
}

export function useDeleteEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteEvent(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
