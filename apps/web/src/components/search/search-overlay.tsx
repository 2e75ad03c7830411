import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SearchResults } from '@dugout/shared';
import { paths } from '../../lib/paths';
import { useRelationLabel } from '../contacts/relation-label';

export interface ResultItem {
  kind: 'contacts' | 'events' | 'content' | 'links';
  key: string;
  title: string;
  detail: string;
  open: () => void;
}

const GROUPS = ['contacts', 'events', 'content', 'links'] as const;

interface Props {
  results: SearchResults | null | undefined;
  status: string | null;
  active: number;
  listId: string;
  statusId: string;
  onActive: (index: number) => void;
  /** The items as listed, for the box's arrow keys and Enter. */
  onItems: (items: ResultItem[]) => void;
  close: () => void;
  /** A click on the background: closes and leaves the box. */
  dismiss: () => void;
}

/**
 * The search box's overlay: results grouped, the status line and the background. Its own chunk,
 * fetched when the box first opens: the first load of every page does not carry it (nor the
 * relation labels it shows).
 */
export default function SearchOverlay({
  results,
  status,
  active,
  listId,
  statusId,
  onActive,
  onItems,
  close,
  dismiss,
}: Props) {
  const { t, i18n } = useTranslation('search');
  const navigate = useNavigate();
  const relationLabel = useRelationLabel();

  const items = useMemo<ResultItem[]>(() => {
    if (!results) return [];
    const r: SearchResults = results;
    const date = (iso: string | null) =>
      iso ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : '';
    return [
      ...r.contacts.map<ResultItem>((c) => ({
        kind: 'contacts',
        key: `c-${c.id}`,
        title: `${c.firstName} ${c.lastName}`.trim(),
        detail:
          c.relationToPlayer && c.relatedPlayer.name
            ? t('relation', {
                relation: relationLabel(c.relationToPlayer),
                player: c.relatedPlayer.name,
              })
            : (c.alternateDescription ??
              (c.relationToPlayer ? relationLabel(c.relationToPlayer) : '')),
        open: () => {
          navigate(paths.contacts.detail.href(c.id));
        },
      })),
      ...r.events.map<ResultItem>((e) => ({
        kind: 'events',
        key: `e-${e.id}`,
        title: e.name,
        detail: [date(e.date), e.description].filter(Boolean).join(' · '),
        open: () => {
          navigate(paths.events.detail.href(e.id));
        },
      })),
      ...r.content.map<ResultItem>((c) => ({
        kind: 'content',
        key: `d-${c.id}`,
        title: c.description,
        detail: t('opensInNewTab'),
        open: () => {
          window.open(c.blobUrlAccessible, '_blank', 'noopener,noreferrer');
          close();
        },
      })),
      ...r.searchableLinks.map<ResultItem>((l) => ({
        kind: 'links',
        key: `l-${l.id}`,
        title: l.linkName,
        detail: l.url,
        open: () => {
          if (l.url.startsWith('/')) navigate(l.url);
          else window.location.assign(l.url);
          close();
        },
      })),
    ];
  }, [results, navigate, t, i18n.language, relationLabel, close]);

  useEffect(() => onItems(items), [items, onItems]);
  useEffect(() => () => onItems([]), [onItems]);

  return createPortal(
    <div className="search-overlay">
      <div
        className="search-overlay__backdrop"
        data-testid="search-backdrop"
        aria-hidden="true"
        onMouseDown={(e) => {
          e.preventDefault();
          dismiss();
        }}
      />
      <div className="search-overlay__panel">
        <p id={statusId} className="search-overlay__status" role="status" aria-live="polite">
          {status ?? ''}
        </p>
        <ul id={listId} role="listbox" aria-label={t('label')} className="search-results">
          {GROUPS.map((group) => {
            const groupItems = items
              .map((item, index) => ({ item, index }))
              .filter(({ item }) => item.kind === group);
            if (!groupItems.length) return null;
            return (
              <li key={group} role="presentation" className="search-results__group">
                <p className="search-results__heading" id={`${listId}-${group}`} aria-hidden="true">
                  {t(`groups.${group}`)}
                </p>
                <ul
                  role="group"
                  aria-labelledby={`${listId}-${group}`}
                  className="search-results__list"
                >
                  {groupItems.map(({ item, index }) => (
                    <li
                      key={item.key}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === active}
                      className={
                        index === active ? 'search-result search-result--active' : 'search-result'
                      }
                      onMouseDown={(e) => e.preventDefault()}
                      onMouseEnter={() => onActive(index)}
                      onClick={() => item.open()}
                    >
                      <span className="search-result__title">{item.title}</span>
                      {item.detail ? (
                        <span className="search-result__detail">{item.detail}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </div>,
    document.body,
  );
}
