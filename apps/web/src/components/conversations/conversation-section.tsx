import { useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ConversationKind, ConversationPost } from '@dugout/shared';
import { useTeamEventTime } from '../../lib/team-time';
import { usePostChange, useConversation } from './api';
import { Composer } from './composer';
import { useRefreshFollow } from './follow-api';
import { FollowButton } from './follow-button';
import { useConversationModeration } from './moderation-api';
import { ModerationPanel } from './moderation-panel';
import { MutedNote } from './muted-note';
import { PostItem } from './post-item';
import { useLiveConversation } from './use-live-conversation';
import { useMarkConversationRead } from './use-mark-read';
import './conversations.css';

/**
 * The conversation under an event, a pinned post or a content item: posts oldest first, each
 * with its replies (one level deep), and a box to write. Whoever sees the subject reads and
 * writes (the server's rule); a locked or past season's conversation is read only.
 */
export function ConversationSection({
  kind,
  subjectId,
}: {
  kind: ConversationKind;
  subjectId: string;
}) {
  const { t, i18n } = useTranslation('conversations');
  const language = i18n.language;
  const conversation = useConversation(kind, subjectId, language);
  // Mutes and reports: read beside the posts; absent (an older server, a refusal), none shown.
  const answer = useConversationModeration(kind, subjectId, language).data;
  const moderation = Array.isArray(answer?.reportedPostIds) ? answer : undefined;
  useLiveConversation(kind, subjectId, language);
  useMarkConversationRead(kind, subjectId, conversation.data?.posts);
  const change = usePostChange();
  const refreshFollow = useRefreshFollow(kind, subjectId);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  // Several conversations may share a page (home's pinned posts): each heading its own id.
  const titleId = useId();
  const { timeZone } = useTeamEventTime();
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        ...(timeZone ? { timeZone } : {}),
      }),
    [language, timeZone],
  );
  const timeText = (iso: string) => format.format(new Date(iso));

  const data = conversation.data;
  // Not loaded (yet, or refused with the event itself), or an answer of another shape (a proxy's
  // page, an older server): the page stays as it was.
  if (!data || !Array.isArray(data.posts)) return null;
  const { readOnly, locked, canModerate } = data;
  const top = data.posts.filter((p) => p.parentId === null);
  const repliesOf = (id: number) => data.posts.filter((p) => p.parentId === id);

  const write = (body: string, parentId: number | null, mentions: string[]) =>
    change
      .mutateAsync({ kind: 'post', subject: kind, id: subjectId, body, parentId, mentions })
      .then(() => {
        toast.success(t('posted'));
        // Posting follows the conversation (unless it was unfollowed): show what the server did.
        refreshFollow().catch(() => undefined);
        if (parentId !== null) setReplyTo(null);
        return true;
      })
      .catch((err: Error) => {
        toast.error(err.message);
        return false;
      });

  const setLock = (lock: boolean) =>
    change.mutate(
      { kind: 'lock', subject: kind, id: subjectId, locked: lock },
      {
        onSuccess: () => toast.success(t(lock ? 'lockedDone' : 'unlockedDone')),
        onError: (err) => toast.error(err.message),
      },
    );

  const item = (post: ConversationPost, children?: React.ReactNode, reply?: () => void) => (
    <PostItem
      key={post.id}
      post={post}
      readOnly={readOnly}
      canModerate={canModerate}
      reported={moderation?.reportedPostIds.includes(post.id) ?? false}
      timeText={timeText}
      change={change}
      onReply={reply}
    >
      {children}
    </PostItem>
  );

  return (
    <section
      // The home page's "new posts" line links here (#conversation); one per event page.
      id={kind === 'event' ? 'conversation' : undefined}
      className="event-card conversation"
      aria-labelledby={titleId}
    >
      <div className="conversation__head">
        <h2 id={titleId}>{t('title')}</h2>
        <div className="conversation__tools">
          <FollowButton kind={kind} subjectId={subjectId} />
          {canModerate ? (
            <button type="button" className="button" onClick={() => setLock(!locked)}>
              {t(locked ? 'unlock' : 'lock')}
            </button>
          ) : null}
        </div>
      </div>
      <p className="conversation__intro">{t('intro')}</p>
      {canModerate && moderation ? (
        <ModerationPanel moderation={moderation} timeText={timeText} />
      ) : null}
      {top.length ? (
        <ul className="conversation__posts">
          {top.map((post) => {
            const replies = repliesOf(post.id);
            const canReply = !readOnly && !post.deleted;
            return item(
              post,
              <>
                {replies.length ? (
                  <ul
                    className="conversation__replies"
                    aria-label={t('replies', { name: post.authorName })}
                  >
                    {replies.map((r) => item(r))}
                  </ul>
                ) : null}
                {replyTo === post.id && canReply ? (
                  <Composer
                    label={t('writeReply', { name: post.authorName })}
                    submitLabel={t('reply')}
                    busy={change.isPending}
                    onSubmit={(body, mentions) => write(body, post.id, mentions)}
                    mentionTarget={{ kind, subjectId }}
                    onCancel={() => setReplyTo(null)}
                  />
                ) : null}
              </>,
              canReply && replyTo !== post.id ? () => setReplyTo(post.id) : undefined,
            );
          })}
        </ul>
      ) : (
        <p className="conversation__none">{t('none')}</p>
      )}
      {readOnly ? (
        <p className="conversation__closed" role="note">
          {t(locked ? 'locked' : 'readOnly')}
        </p>
      ) : moderation?.mutedUntil ? (
        <MutedNote until={timeText(moderation.mutedUntil)} reason={moderation.mutedReason} />
      ) : (
        <Composer
          label={t('write')}
          submitLabel={t('post')}
          busy={change.isPending}
          onSubmit={(body, mentions) => write(body, null, mentions)}
          mentionTarget={{ kind, subjectId }}
        />
      )}
    </section>
  );
}
