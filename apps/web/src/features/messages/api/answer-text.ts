import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerTextInput } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { textInboxKeys } from '../../../lib/api/texts-inbox';
import { useApi } from '../../../lib/use-api';
import { messageKeys } from './get-messages';

/** POST /api/messaging/texts/:id/answer: a text to the conversation's number, via the outbox. */
export function answerText(api: ApiClient, id: string, input: AnswerTextInput) {
  return api
    .POST('/api/messaging/texts/{id}/answer', { params: { path: { id } }, body: input })
    .then(unwrap);
}

export function useAnswerText() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => answerText(api, id, { body }),
    onSuccess: async () => {
      // The thread and the ledger both show the answer.
      await queryClient.invalidateQueries({ queryKey: textInboxKeys.all });
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
