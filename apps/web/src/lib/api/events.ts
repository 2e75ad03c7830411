import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@dugout/shared';
import { unwrap, type ApiClient } from '../api-client';
import { currentLanguage } from '../i18n/i18n';
import { useApi } from '../use-api';

/**
 * Query keys of the event list. In lib because the home page (the next three events) and the
 * events feature (the month grid, the schedule) read it; they stay under ['events'] so the
 * feature's saves, which invalidate `['events']`, refresh them too.
 */
export const eventListKeys = {
  all: ['events'] as const,
  /** GET /api/event/getall?from=&to= (venues come named in the reader's language) */
  range: (from: string, to: string, language: Language) =>
    [...eventListKeys.all, 'range', from, to, language] as const,
};

/** GET /api/event/getall?from=&to= — the events of one view (not the whole decade). */
export const eventsInRangeQuery = (
  api: ApiClient,
  from: string,
  to: string,
  language: Language = currentLanguage(),
) =>
  queryOptions({
    queryKey: eventListKeys.range(from, to, language),
    queryFn: () => api.GET('/api/event/getall', { params: { query: { from, to } } }).then(unwrap),
    staleTime: 60_000,
  });

export function useEventsInRange(from: string, to: string) {
  const api = useApi();
  useTranslation(); // re-render on a language change: the venues' names change with it
  return useQuery({
    ...eventsInRangeQuery(api, from, to, currentLanguage()),
    placeholderData: keepPreviousData,
  });
}

const DAY_MS = 24 * 60 * 60_000;
/** How far back the schedule's "Past" heading reaches, and how far ahead it lists. */
export const SCHEDULE_PAST_DAYS = 60;
export const SCHEDULE_AHEAD_DAYS = 366;

/**
 * The schedule's window: from the start of the local day SCHEDULE_PAST_DAYS ago to
 * SCHEDULE_AHEAD_DAYS ahead. The same all day long, so the home page and /events/all share one
 * query (one key) and a re-render never refetches.
 */
export function scheduleRange(now = new Date()): { from: string; to: string } {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return {
    from: new Date(today.getTime() - SCHEDULE_PAST_DAYS * DAY_MS).toISOString(),
    to: new Date(today.getTime() + SCHEDULE_AHEAD_DAYS * DAY_MS).toISOString(),
  };
}

/** The events of the schedule's window (see scheduleRange), in date order as the API sends them. */
export function useScheduleEvents(now = new Date()) {
  const { from, to } = scheduleRange(now);
  return useEventsInRange(from, to);
}
