import { useEffect, useRef, useState } from 'react';
import type { ConversationKind, ConversationPost } from '@dugout/shared';
import { useMarkRead } from './unread-api';

/** Whether the page is in front (a tab behind another has shown nothing yet). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * Marks the conversation read up to its newest post while it is on screen: when it is shown, and
 * again when new posts arrive live (or the tab comes back to the front). Each mark is sent once;
 * the server never moves a mark back, so a late answer cannot undo a newer one.
 */
export function useMarkConversationRead(
  kind: ConversationKind,
  subjectId: string,
  posts: readonly ConversationPost[] | undefined,
): void {
  const visible = usePageVisible();
  const { mutate } = useMarkRead();
  const sent = useRef(0);
  const newest = posts?.reduce((max, p) => Math.max(max, p.id), 0) ?? 0;
  useEffect(() => {
    sent.current = 0;
  }, [kind, subjectId]);
  useEffect(() => {
    if (!visible || newest <= sent.current) return;
    sent.current = newest;
    mutate(
      { kind, id: subjectId, lastPostId: newest },
      {
        // Not recorded (offline, a refusal): the next render tries again.
        onError: () => {
          if (sent.current === newest) sent.current = 0;
        },
      },
    );
  }, [visible, newest, kind, subjectId, mutate]);
}
