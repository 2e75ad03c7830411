import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryStatusName } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const messageKeys = {
  all: ['messages', 'ledger'] as const,
  list: (status?: DeliveryStatusName) => [...messageKeys.all, 'list', status ?? 'all'] as const,
  detail: (id: string) => [...messageKeys.all, 'detail', id] as const,
};

/**
 * GET /api/messaging/messages: the most recent messages with counts by delivery status; with
 * `status`, only those with a delivery in it.
 */
export function getMessages(api: ApiClient, status?: DeliveryStatusName) {
  return api
    .GET('/api/messaging/messages', { params: { query: status ? { status } : {} } })
    .then(unwrap);
}

export function useMessages(status?: DeliveryStatusName) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: messageKeys.list(status),
      queryFn: () => getMessages(api, status),
      // While anything is still queued, look again every few seconds.
      refetchInterval: (query) =>
        query.state.data?.some((m) => m.counts.queued + m.counts.sending > 0) ? 3000 : false,
    }),
  );
}
