import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Affiliation } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** A contact the event form can notify (GET /api/contact/getall). */
export interface RecipientContact {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  affiliation: { id: number; name: string } | null;
}

export const recipientsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['events', 'form', 'recipients'] as const,
    queryFn: () => api.get<RecipientContact[]>('/api/contact/getall').then(unwrap),
    staleTime: 5 * 60_000,
  });

export function useRecipients() {
  const api = useApi();
  return useQuery(recipientsQuery(api));
}

export const affiliationOptionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['events', 'form', 'affiliations'] as const,
    queryFn: () => api.get<Affiliation[]>('/api/contact/affiliations').then(unwrap),
    staleTime: 10 * 60_000,
  });

export function useAffiliationOptions() {
  const api = useApi();
  return useQuery(affiliationOptionsQuery(api));
}
