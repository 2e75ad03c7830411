import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { withinEditWindow, type ConversationPost } from '@dugout/shared';
import type { usePostChange } from './api';
import { Composer } from './composer';
import { HideForm } from './hide-form';
import { PostModeration } from './post-moderation';
import { PostText } from './post-text';

type Change = ReturnType<typeof usePostChange>;

/** One post: its author, time and text, and what the reader may do with it. */
export function PostItem({
  post,
  readOnly,
  canModerate,
  reported = false,
  timeText,
  change,
  onReply,
  children,
}: {
  post: ConversationPost;
  readOnly: boolean;
  /** The reader manages the conversation: they may hide a post, with a reason. */
  canModerate: boolean;
  /** The reader reported it already (moderation-api.ts): a note instead of "Report". */
  reported?: boolean;
  timeText: (iso: string) => string;
  change: Change;
  /** Only on a top-level post of an open conversation. */
  onReply?: () => void;
  /** Its replies, and the reply box. */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('conversations');
  const [editing, setEditing] = useState(false);
  const [hiding, setHiding] = useState(false);
  const time = timeText(post.createdAt);
  const canEdit =
    post.mine && !post.deleted && !post.hidden && !readOnly && withinEditWindow(post.createdAt);
  const canHide = canModerate && !post.deleted && !post.hidden;

  const save = (body: string) =>
    change
      .mutateAsync({ kind: 'edit', postId: post.id, body })
      .then(() => {
        setEditing(false);
        toast.success(t('saved'));
        return true;
      })
      .catch((err: Error) => {
        toast.error(err.message);
        return false;
      });
  const remove = () => {
    if (!window.confirm(t('confirmDelete'))) return;
    change.mutate(
      { kind: 'delete', postId: post.id },
      {
        onSuccess: () => toast.success(t('removed')),
        onError: (err) => toast.error(err.message),
      },
    );
  };

  const hide = (reason: string) =>
    change.mutate(
      { kind: 'hide', postId: post.id, reason },
      {
        onSuccess: () => {
          setHiding(false);
          toast.success(t('hidden'));
        },
        onError: (err) => toast.error(err.message),
      },
    );
  // A hidden post the reader may not read (neither its author nor a manager): a gap, as deleted.
  const gap = post.hidden && !post.hiddenReason;

  return (
    <li className="post" aria-label={post.deleted ? t('deleted') : `${post.authorName}, ${time}`}>
      <p className="post__head">
        <span className="post__author">{post.authorName}</span>{' '}
        <time className="post__time" dateTime={post.createdAt}>
          {time}
        </time>
        {post.editedAt && !post.deleted ? (
          <span className="post__edited"> · {t('edited')}</span>
        ) : null}
      </p>
      {post.deleted ? (
        <p className="post__text post__text--deleted">{t('deleted')}</p>
      ) : gap ? (
        <p className="post__text post__text--deleted">{t('hiddenGap')}</p>
      ) : editing ? (
        <Composer
          label={t('editNamed', { time })}
          submitLabel={t('save')}
          initial={post.body}
          busy={change.isPending}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {post.hidden ? (
            <p className="post__hidden" role="note">
              {t('hiddenBy', { reason: post.hiddenReason })}
            </p>
          ) : null}
          <PostText text={post.body} />
        </>
      )}
      {hiding && canHide ? (
        <HideForm busy={change.isPending} onHide={hide} onCancel={() => setHiding(false)} />
      ) : null}
      {/* One row of actions: the post's own, then moderation's (post-moderation.tsx). */}
      <div className="post__bar">
        {!editing && !hiding && (onReply || canEdit || canHide || (post.mine && !post.deleted)) ? (
          <div className="post__actions">
            {onReply ? (
              <button
                type="button"
                className="button"
                aria-label={t('replyNamed', { name: post.authorName })}
                onClick={onReply}
              >
                {t('reply')}
              </button>
            ) : null}
            {canEdit ? (
              <button
                type="button"
                className="button"
                aria-label={t('editNamed', { time })}
                onClick={() => setEditing(true)}
              >
                {t('edit')}
              </button>
            ) : null}
            {post.mine && !post.deleted ? (
              <button
                type="button"
                className="button button--danger"
                aria-label={t('deleteNamed', { time })}
                onClick={remove}
              >
                {t('delete')}
              </button>
            ) : null}
            {canHide ? (
              <button
                type="button"
                className="button button--danger"
                aria-label={t('hideNamed', { name: post.authorName, time })}
                onClick={() => setHiding(true)}
              >
                {t('hide')}
              </button>
            ) : null}
          </div>
        ) : null}
        {!editing && !hiding ? (
          <PostModeration
            post={post}
            canModerate={canModerate}
            reported={reported}
            timeText={timeText}
          />
        ) : null}
      </div>
      {children}
    </li>
  );
}
