import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../lib/api-client';
import { useApi } from '../../lib/use-api';

/**
 * Query keys of the contacts data. Shared (not in a feature) because the contacts feature, the
 * profile page and admin read contacts, and a save in one must refresh the others.
 */
export const contactKeys = {
  all: ['contacts'] as const,
  list: () => [...contactKeys.all, 'list'] as const,
  detail: (id: string) => [...contactKeys.all, 'detail', id] as const,
};

/** GET /api/contact/getall: sorted by first name, each with its affiliation. */
export function getContacts(api: ApiClient) {
  return api.get<Contact[]>('/api/contact/getall').then(unwrap);
}

export function contactsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: contactKeys.list(), queryFn: () => getContacts(api) });
}

/** The directory: the contacts feature lists it, admin's audit log filters by it. */
export function useContacts() {
  const api = useApi();
  return useQuery(contactsQueryOptions(api));
}

/** GET /api/contact/{id}. */
export function getContact(api: ApiClient, id: string) {
  return api.get<Contact>(`/api/contact/${encodeURIComponent(id)}`).then(unwrap);
}

export function contactQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: contactKeys.detail(id), queryFn: () => getContact(api, id) });
}

export function useContact(id: string | null | undefined) {
  const api = useApi();
  return useQuery({ ...contactQueryOptions(api, id ?? ''), enabled: !!id });
}
