import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../api-client';
import { useApi } from '../use-api';

/** Query keys of the household endpoints. */
export const householdKeys = {
  all: ['households'] as const,
  /** GET /api/household/getall (admins) */
  list: () => [...householdKeys.all, 'list'] as const,
  /** GET /api/household/contact/{id} */
  contact: (contactId: string) => [...householdKeys.all, 'contact', contactId] as const,
};

/**
 * A contact's household as their card shows it, and whether the reader may edit the card (a
 * guardian edits their household's children's). `contactId` null: not asked.
 */
export function useContactHousehold(contactId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: householdKeys.contact(contactId ?? ''),
    queryFn: () =>
      api
        .GET('/api/household/contact/{contactId}', {
          params: { path: { contactId: contactId ?? '' } },
        })
        .then(unwrap),
    enabled: contactId !== null,
  });
}
