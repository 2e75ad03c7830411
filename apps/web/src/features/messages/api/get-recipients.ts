import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** What the Send a Message screen needs of a directory entry. */
export interface Recipient {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  language: Language;
  affiliation: { id: number; name: string } | null;
}

/** GET /api/contact/getall (the directory; admins see every contact). */
export function getRecipients(api: ApiClient) {
  return api.get<Recipient[]>('/api/contact/getall').then(unwrap);
}

export const recipientKeys = { all: ['messages', 'recipients'] as const };

export function recipientsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: recipientKeys.all, queryFn: () => getRecipients(api) });
}

export function useRecipients() {
  const api = useApi();
  return useQuery(recipientsQueryOptions(api));
}
