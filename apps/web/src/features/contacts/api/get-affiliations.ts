import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Affiliation } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** GET /api/contact/affiliations. */
export function getAffiliations(api: ApiClient) {
  return api.get<Affiliation[]>('/api/contact/affiliations').then(unwrap);
}

export function affiliationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['affiliations'] as const,
    queryFn: () => getAffiliations(api),
    staleTime: 10 * 60_000,
  });
}

export function useAffiliations(enabled = true) {
  const api = useApi();
  return useQuery({ ...affiliationsQueryOptions(api), enabled });
}
