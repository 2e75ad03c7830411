import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import {
  CONTENT_DISPLAY_WIDTH,
  CONTENT_THUMBNAIL_WIDTH,
  IMAGE_FILE_TYPES,
  type ContentItem,
} from '@dugout/shared';
import { paths } from '../../lib/paths';
import { Spinner } from '../ui/spinner';
import { ContentTile } from './content-tile';
import { useContentList } from '../../lib/api/content';
import { pickBanner } from './pick-banner';
import './content-tile.css';

/**
 * The banner (the first isBanner item, else the first featured one) as a wide picture link. A
 * picture comes at the size the screen needs (its preview on a phone, its display copy on a wide
 * screen; the original only for items stored before display copies existed); it is the page's
 * largest paint, so it is fetched first.
 */
export function ContentBanner({ item }: { item: ContentItem }) {
  const isPicture = (IMAGE_FILE_TYPES as readonly string[]).includes(item.fileType);
  const picture = isPicture ? (item.displayUrl ?? item.blobUrlAccessible) : item.thumbnailUrl;
  const srcSet =
    isPicture && item.displayUrl && item.thumbnailUrl
      ? `${item.thumbnailUrl} ${CONTENT_THUMBNAIL_WIDTH}w, ${item.displayUrl} ${CONTENT_DISPLAY_WIDTH}w`
      : undefined;
  return (
    <a
      className={picture ? 'content-banner' : 'content-banner content-banner--text'}
      href={item.blobUrlAccessible}
      target="_blank"
      rel="noopener noreferrer"
    >
      {picture ? (
        <img
          src={picture}
          srcSet={srcSet}
          sizes={srcSet ? '(min-width: 72rem) 70rem, calc(100vw - 2rem)' : undefined}
          alt=""
          fetchPriority="high"
        />
      ) : null}
      <span className="content-banner__caption">{item.description}</span>
    </a>
  );
}

/**
 * The signed-in home page's content: the banner and the 'Featured Items' section with its
 * 'View All' link to /content/all (the content list with show-all off).
 */
export function FeaturedContent({
  labels,
}: {
  labels: { heading: string; viewAll: string; loading: string; empty: string };
}) {
  const { data: latest, isPending } = useContentList();
  // The banner and tiles are drawn as a transition, in slices (a query's answer re-renders
  // synchronously: one long task on a phone). HelpfulLinksAfterContent waits the same way.
  const data = useDeferredValue(latest);
  if (isPending || (data === undefined && latest !== undefined)) {
    return (
      <p className="content-loading">
        <Spinner size="sm" label={labels.loading} /> {labels.loading}
      </p>
    );
  }
  // The content list ignores errors and just stops loading.
  const items = data?.content ?? [];
  const banner = pickBanner(items);
  const featured = items.filter((c) => c.isFeatured && c.id !== banner?.id);
  return (
    <section aria-labelledby="featured-heading">
      {banner ? <ContentBanner item={banner} /> : null}
      <div className="content-section__header">
        <h2 id="featured-heading">{labels.heading}</h2>
        <Link className="content-section__more" to={paths.content.all.href()}>
          {labels.viewAll}
        </Link>
      </div>
      {featured.length ? (
        <ul className="content-grid">
          {featured.map((item) => (
            <li key={item.id}>
              <ContentTile item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{labels.empty}</p>
      )}
    </section>
  );
}
