import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Wide enough for the desktop tabs (matches --bp-desktop in layout.css). */
const DESKTOP_QUERY = '(min-width: 75rem)';

/**
 * The mobile menu is closed or open. It closes on any navigation (its open state is
 * tied to the location it was opened at), on Escape (focus returns to the toggle) and when the
 * window grows to the desktop layout. While open, page scrolling is locked.
 */
export function useMobileMenu() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt !== null && openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpenAt(null), []);
  const toggle = useCallback(
    () => setOpenAt((current) => (current === location.key ? null : location.key)),
    [location.key],
  );

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const desktop =
      typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    const onResize = () => {
      if (desktop?.matches) setOpenAt(null);
    };
    desktop?.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop?.removeEventListener('change', onResize);
    };
  }, [open]);

  return { open, toggle, close, toggleRef };
}
