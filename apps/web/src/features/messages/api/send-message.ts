import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessageInput } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { messageKeys } from './get-messages';

/** POST /api/messaging/send: queued at once; the worker sends it afterwards. */
export function sendMessage(api: ApiClient, input: SendMessageInput) {
  return api.POST('/api/messaging/send', { body: input }).then(unwrap);
}

export function useSendMessage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
