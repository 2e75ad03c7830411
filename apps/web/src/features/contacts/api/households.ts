import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ContactHousehold, Household, HouseholdRole } from '@dugout/shared';
import { unwrap } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** Query keys of the household endpoints (issue 15 §3). */
export const householdKeys = {
  all: ['households'] as const,
  /** GET /api/household/getall (admins) */
  list: () => [...householdKeys.all, 'list'] as const,
  /** GET /api/household/contact/{id} */
  contact: (contactId: string) => [...householdKeys.all, 'contact', contactId] as const,
};

export function useContactHousehold(contactId: string) {
  const api = useApi();
  return useQuery({
    queryKey: householdKeys.contact(contactId),
    queryFn: () =>
      api
        .get<ContactHousehold>(`/api/household/contact/${encodeURIComponent(contactId)}`)
        .then(unwrap),
  });
}

export function useHouseholds(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: householdKeys.list(),
    queryFn: () => api.get<Household[]>('/api/household/getall').then(unwrap),
    enabled,
  });
}

/** What the admin chose: no household, an existing one, or a new one by name; and the role. */
export type HouseholdChoice =
  | { kind: 'none' }
  | { kind: 'existing'; id: number; role: HouseholdRole }
  | { kind: 'new'; name: string; role: HouseholdRole };

/** Puts the contact in the chosen household (creating it first), or takes them out of theirs. */
export function useSaveContactHousehold(contactId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation('contacts');
  return useMutation({
    mutationFn: async (choice: HouseholdChoice) => {
      const id = encodeURIComponent(contactId);
      if (choice.kind === 'none') {
        await api.del<undefined>(`/api/household/member/${id}`).then(unwrap);
        return;
      }
      const householdId =
        choice.kind === 'existing'
          ? choice.id
          : (await api.post<Household>('/api/household/new', { name: choice.name }).then(unwrap))
              .id;
      await api
        .put<Household>(`/api/household/${householdId}/member`, { contactId, role: choice.role })
        .then(unwrap);
    },
    onSuccess: async () => {
      toast.success(t('household.saved'));
      await queryClient.invalidateQueries({ queryKey: householdKeys.all });
    },
    onError: (error) => toast.error(t('household.saveFailed', { message: error.message })),
  });
}
