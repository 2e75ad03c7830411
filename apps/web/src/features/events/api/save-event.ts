import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDetail, EventPayload, EventResult } from '@dugout/shared';
import { ifMatch, unwrapVersioned, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { unwrapVersionedEvent } from './get-event';
import { eventKeys } from './event-keys';

/**
 * POST /api/event/new, or PUT /api/event/update/{id} when editing. `etag`: the version the form
 * was filled from; the server answers 409 if the event changed since.
 */
export function saveEvent(
  api: ApiClient,
  payload: EventPayload,
  id?: string,
  etag: string | null = null,
) {
  const call = id
    ? api.put<EventResult<EventDetail>>(
        `/api/event/update/${encodeURIComponent(id)}`,
        payload,
        ifMatch(etag),
      )
    : api.post<EventResult<EventDetail>>('/api/event/new', payload);
  return call.then(unwrapVersioned).then(unwrapVersionedEvent);
}

export function useSaveEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      payload,
      id,
      etag,
    }: {
      payload: EventPayload;
      id?: string;
      etag?: string | null;
    }) => saveEvent(api, payload, id, etag),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
