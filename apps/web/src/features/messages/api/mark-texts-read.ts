import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkTextsReadInput } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { textInboxKeys } from '../../../lib/api/texts-inbox';
import { useApi } from '../../../lib/use-api';

/** POST /api/messaging/texts/:id/read: what the reader saw (texts up to `through`) is read. */
export function markTextsRead(api: ApiClient, id: string, input: MarkTextsReadInput) {
  return api
    .POST('/api/messaging/texts/{id}/read', { params: { path: { id } }, body: input })
    .then(unwrap);
}

export function useMarkTextsRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, through }: { id: string; through: string }) =>
      markTextsRead(api, id, { through }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: textInboxKeys.all }),
  });
}
