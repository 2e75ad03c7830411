import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapVersioned, type ApiClient } from '../../../lib/api-client';
import { contentKeys } from '../../../lib/api/content';
import { useApi } from '../../../lib/use-api';

/** GET /api/content/{id}, with the item's version (ETag) for the edit form's If-Match. */
export const contentItemQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: contentKeys.item(id),
    queryFn: () => api.GET('/api/content/{id}', { params: { path: { id } } }).then(unwrapVersioned),
  });

export function useContentItem(id: string) {
  const api = useApi();
  return useQuery(contentItemQuery(api, id));
}
