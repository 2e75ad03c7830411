import { lazy, Suspense, useEffect, useState } from 'react';

// react-hot-toast and its styles (≈ 5 KB gzipped) in their own chunk (toaster.tsx).
const Toaster = lazy(() => import('./toaster'));

/** What a member does before any toast: every toast answers an action (a save, a copy, a send). */
const ACTIONS = ['pointerdown', 'keydown', 'click', 'input', 'change', 'submit'] as const;

/**
 * The toast area, mounted at the member's first action instead of with the first page: the first
 * load does not carry react-hot-toast. A toast raised before it mounts waits in react-hot-toast's
 * store and shows when it does.
 */
export function ToastArea() {
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (acted) return;
    const act = () => setActed(true);
    for (const type of ACTIONS) window.addEventListener(type, act, { capture: true, once: true });
    return () => {
      for (const type of ACTIONS) window.removeEventListener(type, act, { capture: true });
    };
  }, [acted]);
  return acted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
