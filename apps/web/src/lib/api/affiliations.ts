import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../api-client';
import { useApi } from '../use-api';

/** Query keys of GET /api/contact/affiliations (the contact, content and event forms read it). */
export const affiliationKeys = {
  all: ['affiliations'] as const,
};

/** GET /api/contact/affiliations. */
export function getAffiliations(api: ApiClient) {
  return api.GET('/api/contact/affiliations').then(unwrap);
}

export const affiliationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: affiliationKeys.all,
    queryFn: () => getAffiliations(api),
    staleTime: 10 * 60_000,
  });

export function useAffiliations(enabled = true) {
  const api = useApi();
  return useQuery({ ...affiliationsQuery(api), enabled });
}
