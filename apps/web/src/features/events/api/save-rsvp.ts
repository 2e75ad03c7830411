import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RsvpPayload, RsvpResult } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { eventsKey } from './get-events';

/**
 * Spec §3/§7: the RSVP form fields as form data, to POST /api/rsvp/new, or to
 * PUT /api/rsvp/update/{rsvpID} when the entry exists.
 */
export function saveRsvp(api: ApiClient, input: RsvpPayload) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
  }
  return (
    input.rsvpID
      ? api.putForm<RsvpResult>(`/api/rsvp/update/${encodeURIComponent(input.rsvpID)}`, form)
      : api.postForm<RsvpResult>('/api/rsvp/new', form)
  ).then(unwrap);
}

export function useSaveRsvp() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RsvpPayload) => saveRsvp(api, input),
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: [...eventsKey, 'detail', input.eventID] }),
  });
}
