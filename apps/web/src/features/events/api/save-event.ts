import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventPayload, SeriesScope } from '@dugout/shared';
import { ifMatch, unwrapVersioned, type ApiBody, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { unwrapVersionedEvent } from './get-event';
import { eventKeys } from './event-keys';

/**
 * The payload as the API's document types the body. EventPayload is the shared schema's input,
 * which also takes a form's text (tags as one string, minutes as text) where the document lists
 * only the parsed types; the event form sends the parsed types, and the server checks either.
 */
const asEventBody = (payload: EventPayload) => payload as ApiBody<'post', '/api/event/new'>;

/**
 * POST /api/event/new, or PUT /api/event/update/{id} when editing. `etag`: the version the form
 * was filled from; the server answers 409 if the event changed since. `scope` 'following': the
 * change also reaches the later events of its weekly series.
 */
export function saveEvent(
  api: ApiClient,
  payload: EventPayload,
  id?: string,
  etag: string | null = null,
  scope: SeriesScope = 'one',
) {
  const call = id
    ? api.PUT('/api/event/update/{id}', {
        params: { path: { id }, query: scope === 'following' ? { scope } : {} },
        body: asEventBody(payload),
        ...ifMatch(etag),
      })
    : api.POST('/api/event/new', { body: asEventBody(payload) });
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
      scope,
    }: {
      payload: EventPayload;
      id?: string;
      etag?: string | null;
      scope?: SeriesScope;
    }) => saveEvent(api, payload, id, etag, scope),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
