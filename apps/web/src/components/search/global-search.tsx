import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SearchResults } from '@dugout/shared';
import { paths } from '../../lib/paths';
import { useRelationLabel } from '../contacts/relation-label';
import { useGlobalSearch } from './use-global-search';
import './search.css';

type ResultItem =
  | { kind: 'contacts'; key: string; title: string; detail: string; open: () => void }
  | { kind: 'events'; key: string; title: string; detail: string; open: () => void }
  | { kind: 'content'; key: string; title: string; detail: string; open: () => void }
  | { kind: 'links'; key: string; title: string; detail: string; open: () => void };

const GROUPS = ['contacts', 'events', 'content', 'links'] as const;

/**
 * The global search box of spec §2 (signed-in members): focusing opens the overlay, typing
 * searches (3+ characters, debounced), arrow keys move through the results and Enter opens one;
 * Escape clears and closes, a click on the background closes.
 */
export function GlobalSearch() {
  const { t, i18n } = useTranslation('search');
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const statusId = useId();
  const { results, settled, error, showSearching } = useGlobalSearch(text);
  const relationLabel = useRelationLabel();

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  // A navigation (from a result or elsewhere) closes the overlay.
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location.pathname]);

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
        open: () => navigate(paths.contacts.detail.href(c.id)),
      })),
      ...r.events.map<ResultItem>((e) => ({
        kind: 'events',
        key: `e-${e.id}`,
        title: e.name,
        detail: [date(e.date), e.description].filter(Boolean).join(' · '),
        open: () => navigate(paths.events.detail.href(e.id)),
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
  }, [results, navigate, t, i18n.language, relationLabel]);

  useEffect(() => setActive(-1), [results]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      setText('');
      close();
      inputRef.current?.blur();
      return;
    }
    if (!open) setOpen(true);
    if (event.key === 'ArrowDown' && items.length) {
      event.preventDefault();
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[active] ?? (items.length === 1 ? items[0] : undefined);
      item?.open();
    }
  }

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const trimmed = text.trim();
  let status: string | null = null;
  if (error) status = t('error', { message: error.message });
  else if (trimmed.length > 0 && trimmed.length < 3) status = t('hint');
  else if (showSearching) status = t('searching');
  else if (settled && results && items.length === 0) status = t('noResults', { text: trimmed });

  const expanded = open && (items.length > 0 || status !== null);

  return (
    <div className="global-search">
      <input
        ref={inputRef}
        type="search"
        className="global-search__input"
        placeholder={t('placeholder')}
        aria-label={t('label')}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={statusId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={text}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {open
        ? createPortal(
            <div className="search-overlay">
              <div
                className="search-overlay__backdrop"
                data-testid="search-backdrop"
                aria-hidden="true"
                onMouseDown={(e) => {
                  e.preventDefault();
                  close();
                  inputRef.current?.blur();
                }}
              />
              <div className="search-overlay__panel">
                <p
                  id={statusId}
                  className="search-overlay__status"
                  role="status"
                  aria-live="polite"
                >
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
                        <p
                          className="search-results__heading"
                          id={`${listId}-${group}`}
                          aria-hidden="true"
                        >
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
                                index === active
                                  ? 'search-result search-result--active'
                                  : 'search-result'
                              }
                              onMouseDown={(e) => e.preventDefault()}
                              onMouseEnter={() => setActive(index)}
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
          )
        : null}
    </div>
  );
}
