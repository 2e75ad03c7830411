import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationKind, UnreadCounts } from '@dugout/shared';
import { unwrap } from '../../lib/api-client';
import { useApi } from '../../lib/use-api';
import { conversationKeys } from './api';

/**
 * GET /api/conversations/unread, under the conversations' key: a post written here refreshes it
 * with the conversation (usePostChange), and a mark (useMarkRead) too.
 */
export const unreadKey = [...conversationKeys.all, 'unread'] as const;

/** Read again every minute while a list is in front: posts of others arrive meanwhile. */
const REFRESH_MS = 60_000;

/**
 * The member's unread posts per event, pinned post and content item; an answer of another shape
 * reads as nothing unread (an older server's, without pinned posts and content: none of those).
 */
export function useUnreadCounts() {
  const api = useApi();
  return useQuery({
    queryKey: unreadKey,
    queryFn: () => api.GET('/api/conversations/unread').then(unwrap),
    staleTime: 15_000,
    refetchInterval: REFRESH_MS,
    select: (data): UnreadCounts =>
      data && typeof data.events === 'object' && data.events !== null
        ? { ...data, pinned: countsOr(data.pinned), content: countsOr(data.content) }
        : { events: {}, pinned: {}, content: {}, total: 0, latestEventId: null },
  });
}

const countsOr = (counts: unknown): Record<string, number> =>
  typeof counts === 'object' && counts !== null ? (counts as Record<string, number>) : {};

/** POST /api/conversations/{kind}/{id}/read: the member was shown posts up to `lastPostId`. */
export function useMarkRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mark: { kind: ConversationKind; id: string; lastPostId: number }) =>
      api
        .POST('/api/conversations/{kind}/{id}/read', {
          params: { path: { kind: mark.kind, id: mark.id } },
          body: { lastPostId: mark.lastPostId },
        })
        .then(unwrap),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unreadKey, exact: true }),
  });
}
