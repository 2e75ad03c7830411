import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RideOfferInput, RideRequestInput } from '@dugout/shared';
import { unwrap } from '../../lib/api-client';
import { useApi } from '../../lib/use-api';

/** Query keys of the ride endpoints: every change reads the event's rides again. */
export const rideKeys = {
  all: ['rides'] as const,
  /** GET /api/event/{id}/rides */
  event: (eventId: string, language: string) =>
    [...rideKeys.all, 'event', eventId, language] as const,
};

/** An event's offers and requests, named in the reader's language ("A family"). */
export function useEventRides(eventId: string, language: string) {
  const api = useApi();
  return useQuery({
    queryKey: rideKeys.event(eventId, language),
    queryFn: () =>
      api.GET('/api/event/{id}/rides', { params: { path: { id: eventId } } }).then(unwrap),
  });
}

export type RideChange =
  | { kind: 'offer'; eventId: string; body: RideOfferInput }
  | { kind: 'ask'; eventId: string; body: RideRequestInput }
  | { kind: 'editOffer'; offerId: number; body: RideOfferInput }
  | { kind: 'editRequest'; requestId: number; body: RideRequestInput }
  | { kind: 'cancelOffer'; offerId: number }
  | { kind: 'cancelRequest'; requestId: number }
  | { kind: 'accept'; requestId: number; offerId: number }
  | { kind: 'cancelMatch'; requestId: number };

/** Every write of a ride; on success (and on a 409: seats just taken) the list is read again. */
export function useRideChange() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: RideChange): Promise<unknown> => {
      switch (change.kind) {
        case 'offer':
          return api
            .POST('/api/event/{id}/ride-offers', {
              params: { path: { id: change.eventId } },
              body: change.body,
            })
            .then(unwrap);
        case 'ask':
          return api
            .POST('/api/event/{id}/ride-requests', {
              params: { path: { id: change.eventId } },
              body: change.body,
            })
            .then(unwrap);
        case 'editOffer':
          return api
            .PUT('/api/ride-offers/{id}', {
              params: { path: { id: change.offerId } },
              body: change.body,
            })
            .then(unwrap);
        case 'editRequest':
          return api
            .PUT('/api/ride-requests/{id}', {
              params: { path: { id: change.requestId } },
              body: change.body,
            })
            .then(unwrap);
        case 'cancelOffer':
          return api
            .DELETE('/api/ride-offers/{id}', { params: { path: { id: change.offerId } } })
            .then(unwrap);
        case 'cancelRequest':
          return api
            .DELETE('/api/ride-requests/{id}', { params: { path: { id: change.requestId } } })
            .then(unwrap);
        case 'accept':
          return api
            .POST('/api/ride-requests/{id}/accept', {
              params: { path: { id: change.requestId } },
              body: { offerId: change.offerId },
            })
            .then(unwrap);
        case 'cancelMatch':
          return api
            .DELETE('/api/ride-requests/{id}/match', {
              params: { path: { id: change.requestId } },
            })
            .then(unwrap);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rideKeys.all }),
  });
}
