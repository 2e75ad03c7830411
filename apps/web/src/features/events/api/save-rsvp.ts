import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sortRsvps,
  type EventDetail,
  type RsvpEntry,
  type RsvpPayload,
  type RsvpResult,
} from '@dugout/shared';
import { unwrap, type ApiClient, type Versioned } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { eventKeys } from './event-keys';

/** The RSVP form's fields as form data, an empty one left out (but an emptied note, which clears it). */
function rsvpForm(input: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (value !== '' || key === 'note') form.append(key, String(value));
  }
  return form;
}

/**
 * The RSVP form fields as form data, to POST /api/rsvp/new, or to
 * PUT /api/rsvp/update/{rsvpID} when the entry exists.
 */
export function saveRsvp(api: ApiClient, input: RsvpPayload) {
  const sent = { body: input, bodySerializer: rsvpForm };
  return (
    input.rsvpID
      ? api.PUT('/api/rsvp/update/{rsvpID}', {
          params: { path: { rsvpID: input.rsvpID } },
          ...sent,
        })
      : api.POST('/api/rsvp/new', sent)
  ).then(unwrap);
}

/** Who answers, as the list shows them (their entry, or the member's details for a first one). */
export type RsvpPerson = Omit<RsvpEntry, 'rsvpID' | 'eventID' | 'contactID' | 'status'>;

export interface RsvpAnswer {
  payload: RsvpPayload;
  person: RsvpPerson;
  /** The signed-in member's contact id: their answer is also `myRsvp`. */
  memberId: string | null;
}

/** The event as it is once `result` is saved: the answer in place, the yes count moved. */
export function withRsvp(
  event: EventDetail,
  result: RsvpResult,
  person: RsvpPerson,
  memberId: string | null,
): EventDetail {
  const entry: RsvpEntry = { ...person, ...result };
  const mine = result.contactID === memberId;
  const before = mine
    ? event.myRsvp
    : (event.rsvpList?.find((r) => r.contactID === result.contactID) ?? null);
  const delta = (result.status === 'yes' ? 1 : 0) - (before?.status === 'yes' ? 1 : 0);
  const list = event.rsvpList;
  const found = list?.some((r) => r.contactID === result.contactID);
  return {
    ...event,
    yesCount: event.yesCount + delta,
    myRsvp: mine ? entry : event.myRsvp,
    rsvpList: list
      ? sortRsvps(
          found
            ? list.map((r) => (r.contactID === result.contactID ? entry : r))
            : [...list, entry],
        )
      : list,
  };
}

/**
 * Saves an answer, puts it into the cached event at once, then reloads the event: the RSVP
 * section reads only that cache, so the server's answer (others' answers included) wins.
 */
export function useSaveRsvp() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload }: RsvpAnswer) => saveRsvp(api, payload),
    onSuccess: (result, { payload, person, memberId }) => {
      const key = eventKeys.detail(payload.eventID);
      queryClient.setQueryData<Versioned<EventDetail>>(key, (cached) =>
        cached ? { ...cached, data: withRsvp(cached.data, result, person, memberId) } : cached,
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
