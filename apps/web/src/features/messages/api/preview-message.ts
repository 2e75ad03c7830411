import { useMutation } from '@tanstack/react-query';
import type { SendMessageInput } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** POST /api/messaging/preview: what the send of this body would queue, writing nothing. */
export function previewMessage(api: ApiClient, input: SendMessageInput) {
  return api.POST('/api/messaging/preview', { body: input }).then(unwrap);
}

export function usePreviewMessage() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: SendMessageInput) => previewMessage(api, input),
  });
}
