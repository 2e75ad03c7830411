import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { requestKeys, requestUrls, type RequestKind } from './requests';

/** GET /api/form/mine or /api/form/minegifts: the member's own requests, newest first. */
export function getOwnRequests(api: ApiClient, kind: RequestKind) {
  return api.GET(requestUrls[kind].mine).then(unwrap);
}

export const ownRequestsQuery = (api: ApiClient, kind: RequestKind) =>
  queryOptions({ queryKey: requestKeys.mine(kind), queryFn: () => getOwnRequests(api, kind) });

export function useOwnRequests(kind: RequestKind) {
  const api = useApi();
  return useQuery(ownRequestsQuery(api, kind));
}
