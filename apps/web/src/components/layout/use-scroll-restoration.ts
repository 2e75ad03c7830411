import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited page was left, by history entry, kept for the tab's life across reloads. */
const STORAGE_KEY = 'dugout-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {}; // storage blocked or damaged: pages open at the top
  }
}

/** The element a `#fragment` names, if the page has one. */
function anchorOf(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // not a decodable id
  }
}

/**
 * Scrolls as a multi-page site would: a page opened by a link starts at the top (or at its
 * #anchor), and Back or Forward returns to where that page was left. The browser's own
 * restoration is turned off while the app runs: it would scroll before the page has drawn.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Filed under each history entry's key, mutated in place as the member scrolls.
  const [positions] = useState(readPositions);
  // The entry being shown: the scroll listener files positions under it.
  const shown = useRef(location.key);

  useEffect(() => {
    const remember = () => {
      positions[shown.current] = window.scrollY;
    };
    const keep = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage blocked: Back still works within this page load.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, [positions]);

  useLayoutEffect(() => {
    shown.current = location.key;
    const saved = positions[location.key];
    if (navigationType === 'POP' && typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = anchorOf(location.hash);
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [positions, location.key, location.hash, navigationType]);
}
