import { useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../api-client';
import { useApi } from '../use-api';

/** Query keys of GET /api/me (the profile reads the member's id, the layout their language). */
export const meKeys = { all: ['me'] as const };

/** GET /api/me: who the token belongs to, as the server sees them now. */
export function getMe(api: ApiClient) {
  return api.GET('/api/me').then(unwrap);
}

export function useMe(enabled = true) {
  const api = useApi();
  return useQuery({ queryKey: meKeys.all, queryFn: () => getMe(api), enabled });
}
