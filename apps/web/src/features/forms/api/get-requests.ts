import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { requestKeys, requestUrls, type RequestKind } from './requests';

/** GET /api/form/getall or /api/form/getallgifts (admins). */
export function getRequests(api: ApiClient, kind: RequestKind) {
  return api.GET(requestUrls[kind].list).then(unwrap);
}

export function useRequests(kind: RequestKind) {
  const api = useApi();
  return useQuery(
    queryOptions({ queryKey: requestKeys.list(kind), queryFn: () => getRequests(api, kind) }),
  );
}
