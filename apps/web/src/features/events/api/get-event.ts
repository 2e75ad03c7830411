import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail, EventResult } from '@dugout/shared';
import { ApiRequestError, unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { eventsKey } from './get-events';

/** Spec §7: event calls answer `{ data, error }`; an error in the body is a failed call. */
export function unwrapEventResult<T>(result: EventResult<T>): T {
  if (result.error !== null || result.data === null) {
    throw new ApiRequestError(result.error ?? 'No event data available.', 200);
  }
  return result.data;
}

/** GET /api/event/{id}. */
export const eventQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: [...eventsKey, 'detail', id] as const,
    queryFn: () =>
      api
        .get<EventResult<EventDetail>>(`/api/event/${encodeURIComponent(id)}`)
        .then(unwrap)
        .then(unwrapEventResult),
    // Signed links of the linked content expire after an hour.
    staleTime: 30_000,
  });

export function useEvent(id: string) {
  const api = useApi();
  return useQuery(eventQuery(api, id));
}
