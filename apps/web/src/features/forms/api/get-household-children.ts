import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { requestKeys } from './requests';

/** GET /api/form/household: the household's children, to fill a request row from. */
export function getHouseholdChildren(api: ApiClient) {
  return api.GET('/api/form/household').then(unwrap);
}

export const householdChildrenQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: requestKeys.household(),
    queryFn: () => getHouseholdChildren(api),
  });

export function useHouseholdChildren() {
  const api = useApi();
  return useQuery(householdChildrenQuery(api));
}
