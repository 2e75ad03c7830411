import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail, EventResult } from '@dugout/shared';
import {
  ApiRequestError,
  unwrapVersioned,
  type ApiClient,
  type Versioned,
} from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { eventKeys } from './event-keys';

/**
 * Event calls answer `{ data, error }`; an error in the body is a failed call. (The published
 * success shape says `error: null`, which the generated types may leave out.)
 */
type EventAnswer<T> = Pick<EventResult<T>, 'data'> & Partial<Pick<EventResult<T>, 'error'>>;

export function unwrapEventResult<T>(result: EventAnswer<T>): T {
  if ((result.error !== null && result.error !== undefined) || result.data === null) {
    throw new ApiRequestError(result.error ?? 'No event data available.', 200);
  }
  return result.data;
}

/** An event answer with its version (ETag), for the edit form's If-Match. */
export function unwrapVersionedEvent<T>(result: Versioned<EventAnswer<T>>): Versioned<T> {
  return { data: unwrapEventResult(result.data), etag: result.etag };
}

/** GET /api/event/{id}, with the event's version. */
export const eventQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: () =>
      api
        .GET('/api/event/{id}', { params: { path: { id } } })
        .then(unwrapVersioned)
        .then(unwrapVersionedEvent),
    // Signed links of the linked content expire after an hour.
    staleTime: 30_000,
  });

const withoutVersion = (v: Versioned<EventDetail>) => v.data;

export function useEvent(id: string) {
  const api = useApi();
  return useQuery({ ...eventQuery(api, id), select: withoutVersion });
}

/** The event and its version, for the edit form. */
export function useVersionedEvent(id: string) {
  const api = useApi();
  return useQuery(eventQuery(api, id));
}
