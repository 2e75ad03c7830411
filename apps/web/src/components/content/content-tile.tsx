import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_FILE_TYPES, type ContentItem } from '@dugout/shared';
import { TeamChips } from '../teams/team-chips';
import './content-tile.css';

/**
 * One content item: its thumbnail (or a file-type badge), description, teams and tags. The tile opens
 * the item's signed link in a new tab. `controls` (drag handle, Edit link) sit outside the link.
 */
export function ContentTile({
  item,
  controls,
  headingLevel = 3,
}: {
  item: ContentItem;
  controls?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  const video = (VIDEO_FILE_TYPES as readonly string[]).includes(item.fileType);
  return (
    <article className="content-tile">
      <a
        className="content-tile__link"
        href={item.blobUrlAccessible}
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className="content-tile__preview" aria-hidden="true">
          {item.thumbnailUrl ? (
            <img src={item.thumbnailUrl} alt="" loading="lazy" decoding="async" />
          ) : video ? (
            // A video has no thumbnail made on the server: a play mark and its type.
            <span className="content-tile__badge content-tile__badge--video">
              <svg className="content-tile__play" viewBox="0 0 24 24" width="36" height="36">
                <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
                <path d="M9.5 7.5v9l7-4.5z" fill="currentColor" />
              </svg>
              {item.fileType.toUpperCase()}
            </span>
          ) : (
            <span className={`content-tile__badge content-tile__badge--${item.fileType}`}>
              {item.fileType.toUpperCase()}
            </span>
          )}
        </span>
        <span className="content-tile__text">
          <Heading className="content-tile__title">{item.description}</Heading>
          <span className="content-tile__meta">
            {item.fileType.toUpperCase()}
            <span className="visually-hidden"> {t('newTab')}</span>
            {/* An item of teams: its labels (nothing for a club-wide item or with one team). */}
            <TeamChips ids={item.teams} className="content-tile__teams" />
          </span>
          {item.tags.length ? (
            <span className="content-tile__tags">
              {item.tags.map((tag) => (
                <span key={tag} className="content-tile__tag">
                  {tag}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </a>
      {controls ? <div className="content-tile__controls">{controls}</div> : null}
    </article>
  );
}
