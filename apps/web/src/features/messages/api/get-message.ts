import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { messageKeys } from './get-messages';

/** GET /api/messaging/messages/:id: each recipient and channel with its status and reason. */
export function getMessage(api: ApiClient, id: string) {
  return api.GET('/api/messaging/messages/{id}', { params: { path: { id } } }).then(unwrap);
}

export function useMessage(id: string | null) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: messageKeys.detail(id ?? ''),
      queryFn: () => getMessage(api, id!),
      enabled: !!id,
      refetchInterval: (query) =>
        query.state.data && query.state.data.counts.queued + query.state.data.counts.sending > 0
          ? 3000
          : false,
    }),
  );
}
