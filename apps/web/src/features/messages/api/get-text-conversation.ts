import { useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { TEXT_INBOX_POLL_MS, textInboxKeys } from '../../../lib/api/texts-inbox';
import { useApi } from '../../../lib/use-api';

/** GET /api/messaging/texts/:id: one number's texts, oldest first. */
export function getTextConversation(api: ApiClient, id: string) {
  return api.GET('/api/messaging/texts/{id}', { params: { path: { id } } }).then(unwrap);
}

export function useTextConversation(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: textInboxKeys.conversation(id),
    queryFn: () => getTextConversation(api, id),
    // An answer on its way is looked at every few seconds until it settles; otherwise new texts
    // are looked for as the inbox does.
    refetchInterval: (query) =>
      query.state.data?.messages.some(
        (m) => m.delivery?.status === 'queued' || m.delivery?.status === 'sending',
      )
        ? 3000
        : TEXT_INBOX_POLL_MS,
  });
}
