import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact } from '@dugout/shared';
import { contactKeys } from '../../../components/contacts/contact-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** GET /api/contact/getall: sorted by first name, each with its affiliation. */
export function getContacts(api: ApiClient) {
  return api.get<Contact[]>('/api/contact/getall').then(unwrap);
}

export function contactsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: contactKeys.list(), queryFn: () => getContacts(api) });
}

export function useContacts() {
  const api = useApi();
  return useQuery(contactsQueryOptions(api));
}
