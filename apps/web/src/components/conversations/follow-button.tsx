import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ConversationKind } from '@dugout/shared';
import { useFollow, useSetFollow } from './follow-api';

/**
 * Follow / Following ✓: a toggle (aria-pressed). Posting follows on the server; pressing
 * "Following ✓" unfollows, and a later post does not follow again.
 */
export function FollowButton({ kind, subjectId }: { kind: ConversationKind; subjectId: string }) {
  const { t } = useTranslation('conversations');
  const state = useFollow(kind, subjectId);
  const set = useSetFollow(kind, subjectId);
  if (!state.data) return null;
  const following = state.data.following;
  return (
    <button
      type="button"
      className={`button conversation__follow${following ? ' button--primary' : ''}`}
      aria-pressed={following}
      title={t('follow.hint')}
      disabled={set.isPending}
      onClick={() =>
        set.mutate(!following, {
          onSuccess: (data) =>
            toast.success(t(data.following ? 'follow.followed' : 'follow.unfollowed')),
          onError: (err) => toast.error(err.message),
        })
      }
    >
      {t(following ? 'follow.following' : 'follow.follow')}
    </button>
  );
}
