import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationKind } from '@dugout/shared';
import { useConversation } from './api';
import { ConversationSection } from './conversation-section';
import { ConversationUnreadBadge } from './unread-badge';
import './conversation-toggle.css';

/**
 * "Comments (3)": the compact door to a conversation where a page shows many subjects (the home
 * page's pinned posts, the content tiles). The section, with its live stream, is only mounted
 * while open, so a page of twenty tiles does not hold twenty streams. `counted`: read the
 * conversation up front to show its number of posts (worth it for a handful of banners, not for
 * a grid of tiles). The member's unread posts there show on it ("2 new comments"), from the one
 * read of the unread counts every list shares.
 */
export function ConversationToggle({
  kind,
  subjectId,
  name,
  counted = false,
}: {
  kind: Exclude<ConversationKind, 'event'>;
  subjectId: string;
  /** The subject's name, for screen readers: "Comments on Spring picture day". */
  name: string;
  counted?: boolean;
}) {
  const { t } = useTranslation('conversations');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={open ? 'conversation-toggle conversation-toggle--open' : 'conversation-toggle'}>
      <button
        type="button"
        className="conversation-toggle__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="conversation-toggle__label">
          {counted ? <CountedLabel kind={kind} subjectId={subjectId} /> : t('comments')}
        </span>{' '}
        {/* In the button: its name says "Comments (3) 2 new comments on …". */}
        <ConversationUnreadBadge kind={kind} subjectId={subjectId} />{' '}
        <span className="visually-hidden">{t('commentsOn', { name })}</span>
      </button>
      <div id={panelId} hidden={!open}>
        {open ? <ConversationSection kind={kind} subjectId={subjectId} /> : null}
      </div>
    </div>
  );
}

/** "Comments (3)" once the conversation is read; "Comments" before, or if it cannot be read. */
function CountedLabel({ kind, subjectId }: { kind: ConversationKind; subjectId: string }) {
  const { t, i18n } = useTranslation('conversations');
  const { data } = useConversation(kind, subjectId, i18n.language);
  const posts =
    data && Array.isArray(data.posts) ? data.posts.filter((p) => !p.deleted && !p.hidden) : null;
  return <>{posts ? t('commentsCount', { count: posts.length }) : t('comments')}</>;
}
