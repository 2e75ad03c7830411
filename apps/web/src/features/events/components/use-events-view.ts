import { useCallback, useState } from 'react';

export type EventsView = 'schedule' | 'month';

/** localStorage key of the member's choice between the schedule and the month grid. */
export const EVENTS_VIEW_KEY = 'dugout.events.view';
/** Narrower than this, the schedule is the first view (the default on a phone). */
const PHONE_QUERY = '(max-width: 767.98px)';

function initialView(): EventsView {
  try {
    const stored = localStorage.getItem(EVENTS_VIEW_KEY);
    if (stored === 'schedule' || stored === 'month') return stored;
  } catch {
    // Storage refused (private mode): the default below.
  }
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  return phone ? 'schedule' : 'month';
}

/**
 * The view /events/all shows: the member's last choice, else the schedule on a phone and the
 * month on a wider screen. `choose` remembers; `show` (a tapped day) does not.
 */
export function useEventsView() {
  const [view, setView] = useState<EventsView>(initialView);
  const choose = useCallback((next: EventsView) => {
    setView(next);
    try {
      localStorage.setItem(EVENTS_VIEW_KEY, next);
    } catch {
      // Not remembered; still shown.
    }
  }, []);
  return { view, choose, show: setView };
}
