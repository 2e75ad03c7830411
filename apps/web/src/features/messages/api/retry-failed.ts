import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { messageKeys } from './get-messages';

/** POST /api/messaging/messages/:id/retry: queues the message's failed deliveries again. */
export function retryFailed(api: ApiClient, id: string) {
  return api.POST('/api/messaging/messages/{id}/retry', { params: { path: { id } } }).then(unwrap);
}

export function useRetryFailed() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryFailed(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
