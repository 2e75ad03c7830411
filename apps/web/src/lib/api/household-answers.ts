import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../api-client';
import { useApi } from '../use-api';

/** GET /api/rsvp/household (issue 15 §3): the viewer's household and its answers. */
export interface HouseholdAnswers {
  members: {
    contactId: string;
    firstName: string;
    lastName: string;
    role: string;
    isSelf: boolean;
  }[];
  answers: { eventId: string; contactId: string; status: 'yes' | 'no' }[];
}

/**
 * Under ['events'] so an event or RSVP save, which invalidates `['events']`, refreshes the
 * answers the schedule and the home page show.
 */
export const householdAnswerKeys = {
  all: ['events', 'household'] as const,
};

export const householdAnswersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: householdAnswerKeys.all,
    queryFn: () => api.get<HouseholdAnswers>('/api/rsvp/household').then(unwrap),
    // Answers change on the event page: asked again each time a list that shows them mounts.
    staleTime: 0,
  });

/** The viewer's household and its answers, or undefined while loading or when refused. */
export function useHouseholdAnswers(enabled = true) {
  const api = useApi();
  return useQuery({ ...householdAnswersQuery(api), enabled });
}
