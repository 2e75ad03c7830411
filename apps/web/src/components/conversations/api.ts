import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationKind } from '@dugout/shared';
import { unwrap } from '../../lib/api-client';
import { useApi } from '../../lib/use-api';

/** Query keys of the conversation endpoints. */
export const conversationKeys = {
  all: ['conversations'] as const,
  /** Every language's reading of one conversation (its live stream refreshes them all). */
  subject: (kind: ConversationKind, id: string) => [...conversationKeys.all, kind, id] as const,
  /** GET /api/conversations/{kind}/{id} */
  one: (kind: ConversationKind, id: string, language: string) =>
    [...conversationKeys.subject(kind, id), language] as const,
};

/**
 * Posts arrive live (use-live-conversation.ts); the conversation is also read again every minute
 * while its page is in front, in case a stream is down (react-query stops when the tab is hidden).
 */
const REFRESH_MS = 60_000;

/** A conversation's posts, authors named in the reader's language ("A member"). */
export function useConversation(kind: ConversationKind, id: string, language: string) {
  const api = useApi();
  return useQuery({
    queryKey: conversationKeys.one(kind, id, language),
    queryFn: () =>
      api.GET('/api/conversations/{kind}/{id}', { params: { path: { kind, id } } }).then(unwrap),
    refetchInterval: REFRESH_MS,
  });
}

type PostChange =
  | {
      kind: 'post';
      subject: ConversationKind;
      id: string;
      body: string;
      parentId: number | null;
      mentions?: string[];
    }
  | { kind: 'edit'; postId: number; body: string }
  | { kind: 'delete'; postId: number }
  | { kind: 'hide'; postId: number; reason: string }
  | { kind: 'lock'; subject: ConversationKind; id: string; locked: boolean };

/** Every write of a post; on success (and on a refusal) the conversation is read again. */
export function usePostChange() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: PostChange): Promise<unknown> => {
      switch (change.kind) {
        case 'post':
          return api
            .POST('/api/conversations/{kind}/{id}/posts', {
              params: { path: { kind: change.subject, id: change.id } },
              body: {
                body: change.body,
                parentId: change.parentId,
                mentions: change.mentions ?? [],
              },
            })
            .then(unwrap);
        case 'edit':
          return api
            .PUT('/api/conversation-posts/{id}', {
              params: { path: { id: change.postId } },
              body: { body: change.body },
            })
            .then(unwrap);
        case 'delete':
          return api
            .DELETE('/api/conversation-posts/{id}', { params: { path: { id: change.postId } } })
            .then(unwrap);
        case 'hide':
          return api
            .PUT('/api/conversation-posts/{id}/hide', {
              params: { path: { id: change.postId } },
              body: { reason: change.reason },
            })
            .then(unwrap);
        case 'lock':
          return api
            .PUT('/api/conversations/{kind}/{id}/lock', {
              params: { path: { kind: change.subject, id: change.id } },
              body: { locked: change.locked },
            })
            .then(unwrap);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
