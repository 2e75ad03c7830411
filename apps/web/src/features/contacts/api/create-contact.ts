import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactCreateInput } from '@dugout/shared';
import { contactKeys } from '../../../lib/api/contacts';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/**
 * POST /api/contact/create (admins). `onUploadProgress`: the share sent (0–1), asked for when a
 * photo goes up with the contact.
 */
export function createContact(
  api: ApiClient,
  input: ContactCreateInput,
  onUploadProgress?: (fraction: number) => void,
) {
  return api
    .POST('/api/contact/create', { body: input, ...(onUploadProgress ? { onUploadProgress } : {}) })
    .then(unwrap);
}

export function useCreateContact(options: { onSuccess?: (contact: Contact) => void } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation('contacts');
  return useMutation({
    mutationFn: ({
      input,
      onUploadProgress,
    }: {
      input: ContactCreateInput;
      onUploadProgress?: (fraction: number) => void;
    }) => createContact(api, input, onUploadProgress),
    onSuccess: async (contact) => {
      toast.success(t('toasts.created'));
      await queryClient.invalidateQueries({ queryKey: contactKeys.all });
      options.onSuccess?.(contact);
    },
    onError: (error) => toast.error(t('toasts.createFailed', { message: error.message })),
  });
}
