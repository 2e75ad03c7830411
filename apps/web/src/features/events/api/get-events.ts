import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { eventKeys } from './event-keys';

/** GET /api/event/getall?from=&to= — the events of one calendar view (not the whole decade). */
export const eventsInRangeQuery = (api: ApiClient, from: string, to: string) =>
  queryOptions({
    queryKey: eventKeys.range(from, to),
    queryFn: () =>
      api
        .get<EventSummary[]>(
          `/api/event/getall?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        )
        .then(unwrap),
    staleTime: 60_000,
  });

export function useEventsInRange(from: string, to: string) {
  const api = useApi();
  return useQuery({ ...eventsInRangeQuery(api, from, to), placeholderData: keepPreviousData });
}
