import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationKind } from '@dugout/shared';
import { unwrap } from '../../lib/api-client';
import { useApi } from '../../lib/use-api';

/** Query keys of following and the "@" suggestions. */
export const followKeys = {
  follow: (kind: ConversationKind, id: string) => ['conversation-follow', kind, id] as const,
  mentionable: (kind: ConversationKind, id: string, text: string | null) =>
    ['conversation-mentionable', kind, id, text] as const,
};
const followKey = followKeys.follow;

/** GET /api/conversations/{kind}/{id}/follow; posting may have followed it: read after a post. */
export function useFollow(kind: ConversationKind, id: string) {
  const api = useApi();
  return useQuery({
    queryKey: followKey(kind, id),
    queryFn: () =>
      api
        .GET('/api/conversations/{kind}/{id}/follow', { params: { path: { kind, id } } })
        .then(unwrap),
  });
}

/** PUT /api/conversations/{kind}/{id}/follow. */
export function useSetFollow(kind: ConversationKind, id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) =>
      api
        .PUT('/api/conversations/{kind}/{id}/follow', {
          params: { path: { kind, id } },
          body: { following },
        })
        .then(unwrap),
    onSuccess: (data) => queryClient.setQueryData(followKey(kind, id), data),
  });
}

/** Read the follow state again (a post follows the conversation on the server). */
export function useRefreshFollow(kind: ConversationKind, id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: followKey(kind, id) });
}

/** GET /api/conversations/{kind}/{id}/mentionable?q=: null `text` asks nothing. */
export function useMentionable(kind: ConversationKind, id: string, text: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: followKeys.mentionable(kind, id, text),
    queryFn: () =>
      api
        .GET('/api/conversations/{kind}/{id}/mentionable', {
          params: { path: { kind, id }, query: { q: text ?? '' } },
        })
        .then(unwrap),
    enabled: text !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
