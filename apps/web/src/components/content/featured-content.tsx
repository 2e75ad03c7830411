import { Link } from 'react-router';
import { IMAGE_FILE_TYPES, type ContentItem } from '@dugout/shared';
import { paths } from '../../lib/paths';
import { Spinner } from '../ui/spinner';
import { ContentTile } from './content-tile';
import { pickBanner, useContentList } from './content-query';
import './content-tile.css';

/** The banner (spec §2: first isBanner, else first featured item) as a wide picture link. */
export function ContentBanner({ item }: { item: ContentItem }) {
  // A picture is shown at full size (the thumbnail is too small for a wide banner).
  const picture = (IMAGE_FILE_TYPES as readonly string[]).includes(item.fileType)
    ? item.blobUrlAccessible
    : item.thumbnailUrl;
  const isImage = !!picture;
  return (
    <a
      className={isImage ? 'content-banner' : 'content-banner content-banner--text'}
      href={item.blobUrlAccessible}
      target="_blank"
      rel="noopener noreferrer"
    >
      {isImage ? <img src={picture!} alt="" /> : null}
      <span className="content-banner__caption">{item.description}</span>
    </a>
  );
}

/**
 * The signed-in home page's content: the banner and the 'Featured Items' section with its
 * 'View All' link to /content/all (spec §2 Content list, show-all off).
 */
export function FeaturedContent({
  labels,
}: {
  labels: { heading: string; viewAll: string; loading: string; empty: string };
}) {
  const { data, isPending } = useContentList();
  if (isPending) {
    return (
      <p className="content-loading">
        <Spinner size="sm" label={labels.loading} /> {labels.loading}
      </p>
    );
  }
  // Spec §7: the content list ignores errors and just stops loading.
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
