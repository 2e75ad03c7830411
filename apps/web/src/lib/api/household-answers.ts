import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HouseholdRsvps } from '@dugout/shared';
import { unwrap, type ApiClient } from '../api-client';
import { useApi } from '../use-api';

/** GET /api/rsvp/household: the viewer's household and its answers. */
export type HouseholdAnswers = HouseholdRsvps;

/**
 * Under ['events'] so an event or RSVP save, which invalidates `['events']`, refreshes the
 * answers the schedule and the home page show.
 */
export const householdAnswerKeys = {
  all: ['events', 'household'] as const,
  /** GET /api/rsvp/household?from= */
  since: (from: string) => [...householdAnswerKeys.all, from] as const,
  /** GET /api/rsvp/household?eventId= */
  event: (eventId: string) => [...householdAnswerKeys.all, 'event', eventId] as const,
};

/** The answers to events from `from` on (the server's default reaches back 30 days only). */
export const householdAnswersQuery = (api: ApiClient, from: string) =>
  queryOptions({
    queryKey: householdAnswerKeys.since(from),
    queryFn: () => api.GET('/api/rsvp/household', { params: { query: { from } } }).then(unwrap),
    // Answers change on the event page: asked again each time a list that shows them mounts.
    staleTime: 0,
  });

/** The viewer's household and its answers since `from`, or undefined while loading or refused. */
export function useHouseholdAnswers(from: string) {
  const api = useApi();
  return useQuery(householdAnswersQuery(api, from));
}

/** The viewer's household and its answers to one event, whatever its date (the event page). */
export function useHouseholdAnswersToEvent(eventId: string) {
  const api = useApi();
  return useQuery({
    queryKey: householdAnswerKeys.event(eventId),
    queryFn: () => api.GET('/api/rsvp/household', { params: { query: { eventId } } }).then(unwrap),
    staleTime: 0,
  });
}
