import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { HouseholdRole } from '@dugout/shared';
import { householdKeys } from '../../../lib/api/contact-household';
import { unwrap } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export function useHouseholds(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: householdKeys.list(),
    queryFn: () => api.GET('/api/household/getall').then(unwrap),
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
      if (choice.kind === 'none') {
        await api
          .DELETE('/api/household/member/{contactId}', { params: { path: { contactId } } })
          .then(unwrap);
        return;
      }
      const householdId =
        choice.kind === 'existing'
          ? choice.id
          : (await api.POST('/api/household/new', { body: { name: choice.name } }).then(unwrap)).id;
      await api
        .PUT('/api/household/{id}/member', {
          params: { path: { id: householdId } },
          body: { contactId, role: choice.role },
        })
        .then(unwrap);
    },
    onSuccess: async () => {
      toast.success(t('household.saved'));
      await queryClient.invalidateQueries({ queryKey: householdKeys.all });
    },
    onError: (error) => toast.error(t('household.saveFailed', { message: error.message })),
  });
}

export { householdKeys, useContactHousehold } from '../../../lib/api/contact-household';
