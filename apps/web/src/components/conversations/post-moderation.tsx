import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ConversationPost } from '@dugout/shared';
import { useModerationChange } from './moderation-api';
import { MuteForm } from './mute-form';
import { ReportButton } from './report-button';

/**
 * Under a post, beside its own actions: "Report" for a member who reads someone else's post;
 * "Show again" and "Mute author" for the conversation's managers.
 */
export function PostModeration({
  post,
  canModerate,
  reported,
  timeText,
}: {
  post: ConversationPost;
  canModerate: boolean;
  reported: boolean;
  timeText: (iso: string) => string;
}) {
  const { t } = useTranslation('conversationModeration');
  const change = useModerationChange();
  const [muting, setMuting] = useState(false);
  const time = timeText(post.createdAt);
  // A hidden post the reader may not read is no one's to report: a gap, as deleted.
  const readable = !post.deleted && !(post.hidden && !post.hiddenReason);
  const canReport = readable && !post.mine && !canModerate;
  const canUnhide = canModerate && post.hidden && !post.deleted;
  const canMute = canModerate && !post.mine && !post.deleted;
  if (!canReport && !canUnhide && !canMute) return null;
  if (muting) {
    return (
      <MuteForm
        postId={post.id}
        name={post.authorName}
        timeText={timeText}
        onDone={() => setMuting(false)}
      />
    );
  }
  return (
    <div className="post__actions">
      {canReport ? (
        <ReportButton
          postId={post.id}
          label={t('reportNamed', { name: post.authorName, time })}
          reported={reported}
        />
      ) : null}
      {canUnhide ? (
        <button
          type="button"
          className="button"
          aria-label={t('unhideNamed', { name: post.authorName, time })}
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { kind: 'unhide', postId: post.id },
              {
                onSuccess: () => toast.success(t('unhidden')),
                onError: (err) => toast.error(err.message),
              },
            )
          }
        >
          {t('unhide')}
        </button>
      ) : null}
      {canMute ? (
        <button
          type="button"
          className="button"
          aria-label={t('muteNamed', { name: post.authorName })}
          onClick={() => setMuting(true)}
        >
          {t('mute')}
        </button>
      ) : null}
    </div>
  );
}
