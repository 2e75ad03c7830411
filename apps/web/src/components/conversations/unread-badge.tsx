import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConversationKind } from '@dugout/shared';
import { paths } from '../../lib/paths';
import { useUnreadCounts } from './unread-api';
import './unread.css';

/** "2 new posts" beside an event of the schedule whose conversation has posts the member has not seen. */
export function UnreadBadge({ eventId }: { eventId: string }) {
  const { t } = useTranslation('schedule');
  const count = useUnreadCounts().data?.events[eventId] ?? 0;
  if (count <= 0) return null;
  return <span className="unread-badge">{t('unread', { count })}</span>;
}

/**
 * "2 new" on the door of a pinned post's or a content item's conversation (its toggle): they have
 * no row of the schedule. Short beside "Comments (3)" so that it fits a banner's line; screen
 * readers hear "2 new comments". Nothing when everything was read.
 */
export function ConversationUnreadBadge({
  kind,
  subjectId,
}: {
  kind: Exclude<ConversationKind, 'event'>;
  subjectId: string;
}) {
  const { t } = useTranslation('conversations');
  const counts = useUnreadCounts().data;
  const count = (kind === 'pinned' ? counts?.pinned : counts?.content)?.[subjectId] ?? 0;
  if (count <= 0) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{t('unreadShort', { count })}</span>
      <span className="visually-hidden">{t('unread', { count })}</span>
    </span>
  );
}

/**
 * The home page's "3 new posts in the conversations", linking to the event's conversation with
 * the newest of them. It counts the events' posts alone: the pinned posts above it and the
 * content list show their own. Nothing when every event's conversation was read.
 */
export function UnreadHomeLine() {
  const { t } = useTranslation('home');
  const counts = useUnreadCounts().data;
  const total = Object.values(counts?.events ?? {}).reduce((sum, n) => sum + n, 0);
  if (!counts || total <= 0 || !counts.latestEventId) return null;
  return (
    <p className="unread-home">
      <Link
        className="unread-home__link"
        to={`${paths.events.detail.href(counts.latestEventId)}#conversation`}
      >
        <span className="unread-badge" aria-hidden="true">
          {total}
        </span>
        {t('unread.line', { count: total })}
      </Link>
    </p>
  );
}
