import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited page was left, by history entry, kept for the tab's life across reloads. */
const STORAGE_KEY = 'dugout-scroll-positions';

/**
 * React Router's key for an entry it did not make (the page a load starts on: typed, linked from
 * outside, or after the sign-in). Every such entry shares it, so a position filed under it belongs
 * to this page load only: restored on a later load it opened pages ~50 px down.
 */
const UNKEYED = 'default';

/** How long a restore waits for a page to grow tall enough (a lazy page, its data). */
const RESTORE_FOR_MS = 3000;

/** What the member does to scroll themselves, which ends a restore still waiting. */
const MEMBER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    const positions = { ...(stored as Record<string, number>) };
    delete positions[UNKEYED];
    return positions;
  } catch {
    return {}; // storage blocked or damaged: pages open at the top
  }
}

/**
 * Scrolls to `y`, again on each frame while the page is still too short to reach it (its lazy
 * code or data still coming), until it does, the member scrolls or touches, or time is up.
 * Returns a cancel.
 */
function restoreTo(y: number): () => void {
  let frame = 0;
  const until = performance.now() + RESTORE_FOR_MS;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of MEMBER_SCROLLS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1 || performance.now() > until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of MEMBER_SCROLLS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
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
        const keyed = { ...positions };
        delete keyed[UNKEYED];
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(keyed));
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
    if (navigationType === 'POP' && typeof saved === 'number') return restoreTo(saved);
    const anchor = anchorOf(location.hash);
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [positions, location.key, location.hash, navigationType]);
}
