import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../lib/api-client';
import { useApi } from '../../lib/use-api';

export const calendarFeedKeys = { all: ['calendar-feed'] as const };

/**
 * GET /api/calendar/feed: the member's private feed link, or nulls while they have none (a GET
 * never writes; useCreateCalendarFeed makes it when the member asks).
 */
export const calendarFeedQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: calendarFeedKeys.all,
    queryFn: () => api.GET('/api/calendar/feed').then(unwrap),
    staleTime: Infinity,
  });

export function useCalendarFeed() {
  const api = useApi();
  return useQuery(calendarFeedQuery(api));
}

/** POST /api/calendar/feed: the member's link, made on their first ask (then the same one). */
export function useCreateCalendarFeed() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/calendar/feed').then(unwrap),
    onSuccess: (link) => queryClient.setQueryData(calendarFeedKeys.all, link),
  });
}

/** POST /api/calendar/feed/reset: a new link; the old one stops working. */
export function useResetCalendarFeed() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/calendar/feed/reset').then(unwrap),
    onSuccess: (link) => queryClient.setQueryData(calendarFeedKeys.all, link),
  });
}
