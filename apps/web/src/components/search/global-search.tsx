import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ResultItem } from './search-overlay';
import { useGlobalSearch } from './use-global-search';
import './search.css';

// Fetched when the box first opens (see search-overlay.tsx).
const SearchOverlay = lazy(() => import('./search-overlay'));

/**
 * The global search box (signed-in members): focusing opens the overlay, typing
 * searches (3+ characters, debounced), arrow keys move through the results and Enter opens one;
 * Escape clears and closes, a click on the background closes.
 */
export function GlobalSearch() {
  const { t } = useTranslation('search');
  const location = useLocation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [items, setItems] = useState<ResultItem[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const statusId = useId();
  const { results, settled, error, showSearching } = useGlobalSearch(text);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  const dismiss = useCallback(() => {
    close();
    inputRef.current?.blur();
  }, [close]);

  // A navigation (from a result or elsewhere) closes the overlay.
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location.pathname]);

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

  const count = results
    ? results.contacts.length +
      results.events.length +
      results.content.length +
      results.searchableLinks.length
    : 0;
  const trimmed = text.trim();
  let status: string | null = null;
  if (error) status = t('error', { message: error.message });
  else if (trimmed.length > 0 && trimmed.length < 3) status = t('hint');
  else if (showSearching) status = t('searching');
  else if (settled && results && count === 0) status = t('noResults', { text: trimmed });

  const expanded = open && (count > 0 || status !== null);

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
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay
            results={results}
            status={status}
            active={active}
            listId={listId}
            statusId={statusId}
            onActive={setActive}
            onItems={setItems}
            close={close}
            dismiss={dismiss}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
