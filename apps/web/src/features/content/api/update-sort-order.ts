import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ContentItem, ContentList, SortOrderUpdate } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { contentKeys } from '../../../lib/api/content';

/** PUT /api/content/updateSortOrder with the changed [{ id, sortOrder }]. */
export function updateSortOrder(api: ApiClient, changes: SortOrderUpdate) {
  return api.PUT('/api/content/updateSortOrder', { body: changes }).then(unwrap);
}

/**
 * Saves a reorder optimistically: the list shows the new order at once; on failure it goes back
 * and the sort-order failure toast shows.
 */
export function useUpdateSortOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation('content');
  const key = contentKeys.list();
  return useMutation({
    mutationFn: ({ changes }: { changes: SortOrderUpdate; next: ContentItem[] }) =>
      updateSortOrder(api, changes),
    onMutate: async ({ next }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ContentList>(key);
      if (previous) queryClient.setQueryData<ContentList>(key, { ...previous, content: next });
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('toasts.sortFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
