import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DutyInput } from '@dugout/shared';
import { unwrap } from '../../lib/api-client';
import { useApi } from '../../lib/use-api';

/** Query keys of the duty endpoints: every change refreshes them all (they are few and small). */
export const dutyKeys = {
  all: ['duties'] as const,
  /** GET /api/event/{id}/duties */
  event: (eventId: string, language: string) =>
    [...dutyKeys.all, 'event', eventId, language] as const,
  /** GET /api/duties/mine */
  mine: (language: string) => [...dutyKeys.all, 'mine', language] as const,
};

/** An event's duties, named in the reader's language ("A volunteer"). */
export function useEventDuties(eventId: string, language: string) {
  const api = useApi();
  return useQuery({
    queryKey: dutyKeys.event(eventId, language),
    queryFn: () =>
      api.GET('/api/event/{id}/duties', { params: { path: { id: eventId } } }).then(unwrap),
  });
}

/** What the member's family signed up for. */
export function useMyDuties(language: string) {
  const api = useApi();
  return useQuery({
    queryKey: dutyKeys.mine(language),
    queryFn: () => api.GET('/api/duties/mine').then(unwrap),
  });
}

type DutyChange =
  | { kind: 'create'; eventId: string; body: DutyInput }
  | { kind: 'update'; dutyId: number; body: DutyInput }
  | { kind: 'delete'; dutyId: number }
  | { kind: 'signUp'; dutyId: number; contactId: string }
  | { kind: 'withdraw'; signupId: number };

/** Every write of a duty or a sign-up; on success (and on a 409) the lists are read again. */
export function useDutyChange() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: DutyChange): Promise<unknown> => {
      switch (change.kind) {
        case 'create':
          return api
            .POST('/api/event/{id}/duties', {
              params: { path: { id: change.eventId } },
              body: change.body,
            })
            .then(unwrap);
        case 'update':
          return api
            .PUT('/api/duties/{id}', { params: { path: { id: change.dutyId } }, body: change.body })
            .then(unwrap);
        case 'delete':
          return api
            .DELETE('/api/duties/{id}', { params: { path: { id: change.dutyId } } })
            .then(unwrap);
        case 'signUp':
          return api
            .POST('/api/duties/{id}/signups', {
              params: { path: { id: change.dutyId } },
              body: { contactId: change.contactId },
            })
            .then(unwrap);
        case 'withdraw':
          return api
            .DELETE('/api/duties/signups/{id}', { params: { path: { id: change.signupId } } })
            .then(unwrap);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dutyKeys.all }),
  });
}
