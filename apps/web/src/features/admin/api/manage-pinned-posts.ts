import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ManagedPinnedPost, PinnedPostInput, PinnedPostOrder } from '@dugout/shared';
import { ifMatch, unwrap, type ApiClient } from '../../../lib/api-client';
import { managedPinnedPostsQuery, pinnedPostKeys } from '../../../lib/api/pinned-posts';
import { useApi } from '../../../lib/use-api';

/** Every pinned post, expired ones too (GET /api/pinnedpost/manage). */
export function useManagedPinnedPosts() {
  const api = useApi();
  return useQuery(managedPinnedPostsQuery(api));
}

/** The ETag of a post as listed: its row version, sent back as If-Match with an edit. */
export const pinnedPostEtag = (post: ManagedPinnedPost) => `"v${post.version}"`;

/** POST /api/pinnedpost/new. */
export function createPinnedPost(api: ApiClient, input: PinnedPostInput) {
  return api.POST('/api/pinnedpost/new', { body: input }).then(unwrap);
}

/** PUT /api/pinnedpost/update/{id}, only while the post is still at the version edited. */
export function updatePinnedPost(api: ApiClient, post: ManagedPinnedPost, input: PinnedPostInput) {
  return api
    .PUT('/api/pinnedpost/update/{id}', {
      params: { path: { id: post.id } },
      body: input,
      ...ifMatch(pinnedPostEtag(post)),
    })
    .then(unwrap);
}

/** DELETE /api/pinnedpost/{id}. */
export function deletePinnedPost(api: ApiClient, id: number) {
  return api.DELETE('/api/pinnedpost/{id}', { params: { path: { id } } }).then(unwrap);
}

/** PUT /api/pinnedpost/updateSortOrder with every id in the new order. */
export function reorderPinnedPosts(api: ApiClient, order: PinnedPostOrder) {
  return api.PUT('/api/pinnedpost/updateSortOrder', { body: order }).then(unwrap);
}

/** Create or edit; the lists (the admins' and the home page's) are fetched again after. */
export function useSavePinnedPost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, input }: { item: ManagedPinnedPost | null; input: PinnedPostInput }) =>
      item ? updatePinnedPost(api, item, input) : createPinnedPost(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pinnedPostKeys.all }),
  });
}

export function useDeletePinnedPost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePinnedPost(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pinnedPostKeys.all }),
  });
}

/** Saves a new order optimistically: shown at once, put back with a toast if the save fails. */
export function useReorderPinnedPosts() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  const key = pinnedPostKeys.managed();
  return useMutation({
    mutationFn: (next: ManagedPinnedPost[]) =>
      reorderPinnedPosts(api, { ids: next.map((p) => p.id) }),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ManagedPinnedPost[]>(key);
      queryClient.setQueryData<ManagedPinnedPost[]>(key, next);
      return { previous };
    },
    onError: (_err, _next, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('pinned.toasts.orderFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pinnedPostKeys.all }),
  });
}
