import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JerseyRequestItem } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { requestKeys, requestUrls, type RequestKind } from './requests';

/** POST /api/form/create or /api/form/creategift: the whole list, saved together. */
export function submitRequest(api: ApiClient, kind: RequestKind, items: JerseyRequestItem[]) {
  return api.POST(requestUrls[kind].create, { body: items }).then(unwrap);
}

export function useSubmitRequest(kind: RequestKind) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: JerseyRequestItem[]) => submitRequest(api, kind, items),
    // The form page's own history shows the new items; the admin list has them too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.mine(kind) }),
        queryClient.invalidateQueries({ queryKey: requestKeys.list(kind) }),
        // The number last asked for a child, offered next time.
        queryClient.invalidateQueries({ queryKey: requestKeys.household() }),
      ]),
  });
}
