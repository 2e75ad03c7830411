import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationKind, MuteInput, ReportInput, ResolveReportsInput } from '@dugout/shared';
import { unwrap } from '../../lib/api-client';
import { useApi } from '../../lib/use-api';
import { conversationKeys } from './api';

/**
 * GET /api/conversations/{kind}/{id}/moderation, under the conversation's own key so that its
 * live stream (which refreshes the subject's every key) refreshes this too.
 */
export const moderationKey = (kind: ConversationKind, id: string, language: string) =>
  [...conversationKeys.subject(kind, id), 'moderation', language] as const;

/** The reader's mute and reports here; to moderators, the mutes and open reports too. */
export function useConversationModeration(kind: ConversationKind, id: string, language: string) {
  const api = useApi();
  return useQuery({
    queryKey: moderationKey(kind, id, language),
    queryFn: () =>
      api
        .GET('/api/conversations/{kind}/{id}/moderation', { params: { path: { kind, id } } })
        .then(unwrap),
    refetchInterval: 60_000,
  });
}

type ModerationChange =
  | { kind: 'unhide'; postId: number }
  | { kind: 'mute'; postId: number; input: MuteInput }
  | { kind: 'unmute'; muteId: number }
  | { kind: 'report'; postId: number; input: ReportInput }
  | { kind: 'resolve'; postId: number; input: ResolveReportsInput };

/** Every moderation write; on success (and on a refusal) the conversation is read again. */
export function useModerationChange() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ModerationChange): Promise<unknown> => {
      switch (change.kind) {
        case 'unhide':
          return api
            .PUT('/api/conversation-posts/{id}/unhide', {
              params: { path: { id: change.postId } },
            })
            .then(unwrap);
        case 'mute':
          return api
            .POST('/api/conversation-posts/{id}/mute', {
              params: { path: { id: change.postId } },
              body: { reason: null, ...change.input },
            })
            .then(unwrap);
        case 'unmute':
          return api
            .DELETE('/api/conversation-mutes/{id}', { params: { path: { id: change.muteId } } })
            .then(unwrap);
        case 'report':
          return api
            .POST('/api/conversation-posts/{id}/reports', {
              params: { path: { id: change.postId } },
              body: { reason: null, ...change.input },
            })
            .then(unwrap);
        case 'resolve':
          return api
            .PUT('/api/conversation-posts/{id}/reports', {
              params: { path: { id: change.postId } },
              body: change.input,
            })
            .then(unwrap);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
