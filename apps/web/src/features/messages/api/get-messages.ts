import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const messageKeys = {
  all: ['messages', 'ledger'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
  detail: (id: string) => [...messageKeys.all, 'detail', id] as const,
};

/** GET /api/messaging/messages: the most recent messages with counts by delivery status. */
export function getMessages(api: ApiClient) {
  return api.GET('/api/messaging/messages').then(unwrap);
}

export function useMessages() {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: messageKeys.list(),
      queryFn: () => getMessages(api),
      // While anything is still queued, look again every few seconds.
      refetchInterval: (query) =>
        query.state.data?.some((m) => m.counts.queued + m.counts.sending > 0) ? 3000 : false,
    }),
  );
}
