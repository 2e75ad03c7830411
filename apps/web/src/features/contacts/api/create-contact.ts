import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactCreateInput } from '@dugout/shared';
import { contactKeys } from '../../../lib/api/contacts';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** POST /api/contact/create (admins). */
export function createContact(api: ApiClient, input: ContactCreateInput) {
  return api.post<Contact>('/api/contact/create', input).then(unwrap);
}

export function useCreateContact(options: { onSuccess?: (contact: Contact) => void } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation('contacts');
  return useMutation({
    mutationFn: (input: ContactCreateInput) => createContact(api, input),
    onSuccess: async (contact) => {
      toast.success(t('toasts.created'));
      await queryClient.invalidateQueries({ queryKey: contactKeys.all });
      options.onSuccess?.(contact);
    },
    onError: (error) => toast.error(t('toasts.createFailed', { message: error.message })),
  });
}
