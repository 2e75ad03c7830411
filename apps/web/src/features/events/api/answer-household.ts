import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HouseholdAnswer } from '@dugout/shared';
import { unwrap } from '../../../lib/api-client';
import { householdAnswerKeys } from '../../../lib/api/household-answers';
import { useApi } from '../../../lib/use-api';
import { eventKeys } from './event-keys';

/**
 * "Yes for all of us": POST /api/rsvp/household answers for the member and everyone of their
 * household invited whom they may answer for; the event and the household's answers reload.
 */
export function useAnswerHousehold() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HouseholdAnswer) => api.POST('/api/rsvp/household', { body }).then(unwrap),
    onSuccess: (_result, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(body.eventID) }),
        queryClient.invalidateQueries({ queryKey: householdAnswerKeys.all }),
      ]),
  });
}
