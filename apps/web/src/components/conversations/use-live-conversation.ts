import { useQueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { useEffect } from 'react';
import type { Conversation, ConversationKind, ConversationPost } from '@dugout/shared';
import { useSession } from '../../lib/auth/session';
import { conversationKeys } from './api';

/** Waits before opening a stream again after it failed or ended: 1 s, doubling up to 30 s. */
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * A post pushed live, put where the conversation's read would put it (oldest first, replies after
 * their post); one already there is replaced (its author's own page read it after posting).
 */
export function withPost(conversation: Conversation, post: ConversationPost): Conversation {
  const thread = (p: ConversationPost) => p.parentId ?? p.id;
  const posts = conversation.posts.filter((p) => p.id !== post.id).concat(post);
  posts.sort((a, b) => thread(a) - thread(b) || a.id - b.id);
  return { ...conversation, posts };
}

/**
 * While a conversation is on screen, its live stream (server-sent events, read with fetch so
 * that it carries the member's token) brings each new post whole, as the conversation's read
 * would show it to this member in `language`, and tells when a post was edited, deleted or
 * hidden, through whichever replica: the conversation is then read again through its usual
 * route. A stream that fails or ends (the server ends each after ten minutes) is opened again,
 * after a growing pause when it failed; leaving the page closes it.
 */
export function useLiveConversation(
  kind: ConversationKind,
  subjectId: string,
  language: string,
): void {
  const { getAccessToken } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_MIN_MS;
    const refresh = () =>
      queryClient.invalidateQueries({ queryKey: conversationKeys.subject(kind, subjectId) });

    const open = async () => {
      const token = await getAccessToken();
      const res = await fetch(`/api/conversations/${kind}/${subjectId}/live`, {
        headers: {
          accept: 'text/event-stream',
          'accept-language': language,
          ...(token && { authorization: `Bearer ${token}` }),
        },
        signal: controller.signal,
      });
      // A subject no longer seen, or an answer that is no stream (a proxy's page, an older
      // server): the minute's reading is enough.
      if (res.status >= 400 && res.status < 500) return false;
      if (!res.ok) throw new Error(`stream answered ${res.status}`);
      if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
        return false;
      }
      delay = RETRY_MIN_MS;
      // Reopened after a gap: what was posted meanwhile is read now.
      await refresh();
      const parser = createParser({
        onEvent: (event) => {
          if (event.event === 'post') {
            const post = JSON.parse(event.data) as ConversationPost;
            const key = conversationKeys.one(kind, subjectId, language);
            // Not read yet (or being read): that read will hold the post.
            if (queryClient.getQueryData(key)) {
              queryClient.setQueryData<Conversation>(key, (old) => old && withPost(old, post));
            }
          } else if (event.event === 'changed') refresh().catch(() => undefined);
        },
      });
      const decoder = new TextDecoder();
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return true;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    };
    const run = () => {
      open()
        .then((again) => {
          if (again) retry();
        })
        .catch(() => {
          if (!controller.signal.aborted) retry();
        });
    };
    const retry = () => {
      if (controller.signal.aborted) return;
      timer = setTimeout(run, delay);
      delay = Math.min(RETRY_MAX_MS, delay * 2);
    };
    run();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [kind, subjectId, language, getAccessToken, queryClient]);
}
