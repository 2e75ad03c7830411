import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConversationToggle } from '../../../components/conversations/conversation-toggle';
import { usePinnedPosts } from '../../../lib/api/pinned-posts';

/** An in-portal path ('/events/all') stays in the SPA; anything else opens in a new tab. */
function isInternal(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/**
 * The pinned-post banners of the signed-in home page, in the page's language;
 * a banner without a link is plain text. `onSettled`: called once the posts (or none) replace
 * the placeholder.
 */
export function PinnedPostsSlot({ onSettled }: { onSettled?: () => void } = {}) {
  const { t } = useTranslation(['home', 'common']);
  const { data, isPending } = usePinnedPosts();
  useEffect(() => {
    if (!isPending) onSettled?.();
  }, [isPending, onSettled]);
  if (isPending) {
    // Keeps the banners' room while they load, so the page below does not jump (layout shift).
    return (
      <div className="pinned-posts" aria-hidden="true">
        <ul className="pinned-posts__list">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <span className="pinned-post pinned-post--placeholder">
                <span className="pinned-post__name">&nbsp;</span>
                <span className="pinned-post__sub">&nbsp;</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (!data?.length) return null;
  return (
    <section className="pinned-posts" aria-label={t('pinned.heading')}>
      <ul className="pinned-posts__list">
        {data.map((post) => {
          const inner = (
            <>
              <span className="pinned-post__name">{post.postName}</span>
              {post.postSubName ? (
                <span className="pinned-post__sub">{post.postSubName}</span>
              ) : null}
            </>
          );
          return (
            <li key={post.id} className="pinned-posts__item">
              {!post.postLink ? (
                <span className="pinned-post">{inner}</span>
              ) : isInternal(post.postLink) ? (
                <Link className="pinned-post" to={post.postLink}>
                  {inner}
                </Link>
              ) : (
                <a
                  className="pinned-post"
                  href={post.postLink}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {inner}
                  <span className="visually-hidden"> {t('common:newTab')}</span>
                </a>
              )}
              <ConversationToggle
                kind="pinned"
                subjectId={String(post.id)}
                name={post.postName}
                counted
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
