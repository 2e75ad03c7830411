import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { DirectoryRow } from '@dugout/shared';
import { ContactMiniCard } from '../../../components/contacts/contact-card';

/** A card's height and the space between cards, in rem (contacts.css sets the same). */
const ROW_REM = 6;
/**
 * Admins' cards also carry the phone's and the sign-in's badges, which wrap to a second line
 * on a narrow card: taller, so nothing spills out of the card.
 */
export const ADMIN_ROW_REM = 8.5;
const GAP_REM = 0.75;
/** The narrowest a column may be before the grid drops to fewer columns (contacts.css). */
const MIN_COLUMN_REM = 19;
/** Rows rendered beyond the screen, so Tab and quick scrolls find the next cards in place. */
const OVERSCAN = 6;
/** Ask for the next page this many cards before the end of those loaded. */
const PREFETCH = 20;

function remPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/** The element's width, kept up to date. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The directory's cards, only those on and near the screen in the page: 20,000
 * contacts are 20,000 rows to scroll through, not in the DOM. Columns as the grid had them, each
 * card a fixed height. A list for screen readers, each item saying where it stands among all
 * (aria-setsize/posinset), each card one focusable link.
 */
export function DirectoryList({
  rows,
  total,
  label,
  hasMore,
  loadMore,
  rowRem = ROW_REM,
}: {
  rows: readonly DirectoryRow[];
  /** All the contacts matching, loaded or not. */
  total: number;
  label: string;
  hasMore: boolean;
  loadMore: () => void;
  /** A card's height, in rem. */
  rowRem?: number;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const width = useWidth(listRef);
  const rem = remPx();
  const gap = GAP_REM * rem;
  const lanes = Math.max(1, Math.floor((width + gap) / (MIN_COLUMN_REM * rem + gap)));
  const columnWidth = lanes > 1 ? (width - gap * (lanes - 1)) / lanes : width;

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowRem * rem,
    gap,
    lanes,
    overscan: OVERSCAN * lanes,
    scrollMargin: listRef.current?.offsetTop ?? 0,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && lastShown >= rows.length - PREFETCH) loadMore();
  }, [hasMore, lastShown, rows.length, loadMore]);

  return (
    <ul
      ref={listRef}
      role="list"
      aria-label={label}
      className="contacts-directory"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <li
            key={item.key}
            aria-setsize={total}
            aria-posinset={item.index + 1}
            className="contacts-directory__item"
            style={{
              height: item.size,
              width: columnWidth || '100%',
              transform: `translate(${item.lane * (columnWidth + gap)}px, ${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <ContactMiniCard contact={row} />
          </li>
        );
      })}
    </ul>
  );
}
