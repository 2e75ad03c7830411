import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { contentKeys } from '../../../lib/api/content';

/** DELETE /api/content/{id}. */
export function deleteContent(api: ApiClient, id: string) {
  return api.DELETE('/api/content/{id}', { params: { path: { id } } }).then(unwrap);
}

export function useDeleteContent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteContent(api, id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: contentKeys.item(id) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.list() });
    },
  });
}
