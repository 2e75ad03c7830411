import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactUpdateInput } from '@dugout/shared';
import { contactKeys } from '../../../components/contacts/contact-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** PUT /api/contact/update/{id} (admins, or the owner). */
export function updateContact(api: ApiClient, id: string, input: ContactUpdateInput) {
  return api.put<Contact>(`/api/contact/update/${encodeURIComponent(id)}`, input).then(unwrap);
}

export function useUpdateContact(
  id: string,
  options: { onSuccess?: (contact: Contact) => void } = {},
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation('contacts');
  return useMutation({
    mutationFn: (input: ContactUpdateInput) => updateContact(api, id, input),
    onSuccess: async (contact) => {
      toast.success(t('toasts.updated'));
      queryClient.setQueryData(contactKeys.detail(contact.id), contact);
      await queryClient.invalidateQueries({ queryKey: contactKeys.list() });
      options.onSuccess?.(contact);
    },
    onError: (error) => toast.error(t('toasts.updateFailed', { message: error.message })),
  });
}
