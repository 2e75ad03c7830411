import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact } from '@dugout/shared';
import { contactKeys } from '../../../components/contacts/contact-query';
import { unwrapVersioned, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/**
 * GET /api/contact/{id} for the edit form: the contact with its version (ETag), sent back as
 * If-Match when saving. Under the contact's detail key, so whatever refreshes the card refreshes
 * this too.
 */
export const editableContactKey = (id: string) => [...contactKeys.detail(id), 'versioned'] as const;

export function editableContactQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: editableContactKey(id),
    queryFn: () => api.get<Contact>(`/api/contact/${encodeURIComponent(id)}`).then(unwrapVersioned),
  });
}

export function useEditableContact(id: string | null) {
  const api = useApi();
  return useQuery({ ...editableContactQuery(api, id ?? ''), enabled: !!id });
}
