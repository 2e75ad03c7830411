import { useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const meKeys = { all: ['me'] as const };

/** GET /api/me: who the token belongs to, as the server sees them (the contact id). */
export function getMe(api: ApiClient) {
  return api.get<{ id: string }>('/api/me').then(unwrap);
}

export function useMeId(enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: meKeys.all, queryFn: () => getMe(api), enabled });
}
