import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { JerseyRequestRow, RequestStatusBody } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { requestKeys, type RequestKind } from './requests';

/**
 * PUT /api/form/status/{id}: an admin marks a request (of either kind) fulfilled or open again;
 * sending the same status twice changes nothing more.
 */
export function setRequestStatus(api: ApiClient, id: string, body: RequestStatusBody) {
  return api.PUT('/api/form/status/{id}', { params: { path: { id } }, body }).then(unwrap);
}

export function useSetRequestStatus(kind: RequestKind) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation('forms');
  return useMutation({
    mutationFn: ({ id, status }: { id: string } & RequestStatusBody) =>
      setRequestStatus(api, id, { status }),
    onSuccess: (row) => {
      queryClient.setQueryData<JerseyRequestRow[]>(requestKeys.list(kind), (rows) =>
        rows?.map((r) => (r.id === row.id ? row : r)),
      );
      void queryClient.invalidateQueries({ queryKey: requestKeys.list(kind) });
      void queryClient.invalidateQueries({ queryKey: requestKeys.mine(kind) });
    },
    onError: (error) => toast.error(t('admin.statusFailed', { message: error.message })),
  });
}
