import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** The part of GET /api/contact/getall the content form needs to pick whom to notify. */
export interface NotifiableContact {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  affiliation: { id: number; name: string } | null;
}

export const notifiableContactsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['content', 'notifiable-contacts'] as const,
    queryFn: () => api.get<NotifiableContact[]>('/api/contact/getall').then(unwrap),
    staleTime: 5 * 60_000,
  });

export function useNotifiableContacts() {
  const api = useApi();
  return useQuery(notifiableContactsQuery(api));
}

/** GET /api/contact/affiliations: the choices of allowedAffiliations. */
export const affiliationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['content', 'affiliations'] as const,
    queryFn: () =>
      api.get<{ id: number; name: string }[]>('/api/contact/affiliations').then(unwrap),
    staleTime: 10 * 60_000,
  });

export function useAffiliations() {
  const api = useApi();
  return useQuery(affiliationsQuery(api));
}
