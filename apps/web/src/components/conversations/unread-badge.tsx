import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
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
 * The home page's "3 new posts in the conversations", linking to the conversation with the newest
 * of them. Nothing when everything was read.
 */
export function UnreadHomeLine() {
  const { t } = useTranslation('home');
  const counts = useUnreadCounts().data;
  if (!counts || counts.total <= 0 || !counts.latestEventId) return null;
  return (
    <p className="unread-home">
      <Link
        className="unread-home__link"
        to={`${paths.events.detail.href(counts.latestEventId)}#conversation`}
      >
        <span className="unread-badge" aria-hidden="true">
          {counts.total}
        </span>
        {t('unread.line', { count: counts.total })}
      </Link>
    </p>
  );
}
