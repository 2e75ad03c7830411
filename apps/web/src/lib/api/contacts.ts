import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact } from '@dugout/shared';
import { unwrap, unwrapVersioned, type ApiClient, type Versioned } from '../api-client';
import { useApi } from '../use-api';

/**
 * Query keys of the contacts endpoints. In lib (not a feature) because the contacts feature, the
 * profile page, admin, messages and the content and event forms all read contacts, and a save in
 * one must refresh the others.
 */
export const contactKeys = {
  all: ['contacts'] as const,
  /** GET /api/contact/getall */
  list: () => [...contactKeys.all, 'list'] as const,
  /** GET /api/contact/{id} */
  detail: (id: string) => [...contactKeys.all, 'detail', id] as const,
};

/** GET /api/contact/getall: sorted by first name, each with its affiliation. */
export function getContacts(api: ApiClient) {
  return api.GET('/api/contact/getall').then(unwrap);
}

export const contactsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: contactKeys.list(), queryFn: () => getContacts(api) });

/**
 * The directory (admins see every contact, hidden ones too); `enabled` false asks nothing (a
 * team manager's composer lists their team's families instead).
 */
export function useContacts(enabled = true) {
  const api = useApi();
  return useQuery({ ...contactsQuery(api), enabled });
}

/**
 * GET /api/contact/{id}, with its version (ETag): the card reads the contact, the edit form also
 * sends the version back as If-Match. One cache entry for both, so a save refreshes both.
 */
export function getContact(api: ApiClient, id: string) {
  return api.GET('/api/contact/{id}', { params: { path: { id } } }).then(unwrapVersioned);
}

export const contactQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: contactKeys.detail(id), queryFn: () => getContact(api, id) });

const withoutVersion = (v: Versioned<Contact>) => v.data;

export function useContact(id: string | null | undefined) {
  const api = useApi();
  return useQuery({ ...contactQuery(api, id ?? ''), enabled: !!id, select: withoutVersion });
}

/**
 * The contact and its version, for the edit form: always read afresh when the form opens (see
 * `isFetchedAfterMount`), since the copy the card showed may be older than the server's version
 * and a save from it would be refused (409).
 */
export function useVersionedContact(id: string | null | undefined) {
  const api = useApi();
  return useQuery({ ...contactQuery(api, id ?? ''), enabled: !!id, refetchOnMount: 'always' });
}
