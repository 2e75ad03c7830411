import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDetail, EventPayload, EventResult } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { unwrapEventResult } from './get-event';
import { eventsKey } from './get-events';

/** POST /api/event/new, or PUT /api/event/update/{id} when editing. */
export function saveEvent(api: ApiClient, payload: EventPayload, id?: string) {
  const call = id
    ? api.put<EventResult<EventDetail>>(`/api/event/update/${encodeURIComponent(id)}`, payload)
    : api.post<EventResult<EventDetail>>('/api/event/new', payload);
  return call.then(unwrap).then(unwrapEventResult);
}

export function useSaveEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, id }: { payload: EventPayload; id?: string }) =>
      saveEvent(api, payload, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}
