import { useEffect, useRef } from 'react';
import toast, { Toaster as HotToaster, useToasterStore, type Toast } from 'react-hot-toast';
import { TOAST } from '@dugout/shared';

/**
 * The toast area, its values fixed: 8 px gutter, 350 px wide at most, 18 px text; 2000 ms for
 * success, 4000 ms for blank, error and custom; loading stays until changed; removed 1 s after
 * dismissal. react-hot-toast keeps at most 20 (its TOAST_LIMIT).
 *
 * Around them: at the bottom of the screen, so that no toast covers the page's title or the
 * header; a success dismisses the errors shown before it (the form's retry worked: "Contact
 * update failed" no longer stands beside "User updated!"); and an open dialog is drawn above the
 * toasts' stack, never under it (`--toast-stack`, read by components/modal/modal.css).
 */
export default function Toaster() {
  const { toasts } = useToasterStore();
  useSuccessClearsErrors(toasts);
  useStackHeight(toasts);
  return (
    <HotToaster
      position="bottom-center"
      gutter={TOAST.gutter}
      containerClassName="toast-area"
      toastOptions={{
        removeDelay: TOAST.removeDelay,
        style: {
          maxWidth: `${TOAST.maxWidth}px`,
          fontSize: `${TOAST.fontSize}px`,
          color: '#1f2937',
        },
        blank: { duration: TOAST.duration.blank },
        error: { duration: TOAST.duration.error },
        custom: { duration: TOAST.duration.custom },
        success: { duration: TOAST.duration.success },
        loading: { duration: Infinity },
      }}
    />
  );
}

/** Dismisses the shown error toasts older than a success that has just appeared. */
function useSuccessClearsErrors(toasts: Toast[]): void {
  // Ids already handled: a success clears the errors before it once, not on every update.
  const handled = useRef(new Set<string>());
  useEffect(() => {
    const successes = toasts.filter((t) => t.type === 'success' && !handled.current.has(t.id));
    handled.current = new Set(toasts.map((t) => t.id).filter((id) => handled.current.has(id)));
    for (const t of successes) handled.current.add(t.id);
    const latest = Math.max(...successes.map((t) => t.createdAt));
    for (const t of toasts) {
      if (t.type === 'error' && t.visible && t.createdAt <= latest) toast.dismiss(t.id);
    }
  }, [toasts]);
}

/** The height of the shown toasts, bottom offset and gaps included, as `--toast-stack`. */
function useStackHeight(toasts: Toast[]): void {
  const shown = toasts.filter((t) => t.visible);
  const stack = shown.length
    ? shown.reduce((sum, t) => sum + (t.height ?? 0) + TOAST.gutter, BOTTOM_OFFSET)
    : 0;
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--toast-stack', `${stack}px`);
    return () => {
      root.style.removeProperty('--toast-stack');
    };
  }, [stack]);
}

/** The container's distance from the bottom edge (react-hot-toast's 16 px). */
const BOTTOM_OFFSET = 16;
