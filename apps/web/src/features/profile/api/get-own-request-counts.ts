import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export type ProfileRequestKind = 'jersey' | 'gift';

const urls = { jersey: '/api/form/mine', gift: '/api/form/minegifts' } as const;

export const profileRequestKeys = {
  counts: (kind: ProfileRequestKind) => ['profile', 'requests', kind] as const,
};

/** GET /api/form/mine or /minegifts, counted: how many of the member's items are open, ready. */
export async function getOwnRequestCounts(api: ApiClient, kind: ProfileRequestKind) {
  const items = await api.GET(urls[kind]).then(unwrap);
  return {
    open: items.filter((i) => i.status === 'open').length,
    fulfilled: items.filter((i) => i.status === 'fulfilled').length,
  };
}

export function useOwnRequestCounts(kind: ProfileRequestKind, enabled: boolean) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: profileRequestKeys.counts(kind),
      queryFn: () => getOwnRequestCounts(api, kind),
      enabled,
    }),
  );
}
