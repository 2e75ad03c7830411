import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { contactKeys } from '../../../lib/api/contacts';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** DELETE /api/contact/{id} (admins). */
export function deleteContact(api: ApiClient, id: string) {
  return api.DELETE('/api/contact/{id}', { params: { path: { id } } }).then(unwrap);
}

export function useDeleteContact(id: string, options: { onSuccess?: () => void } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation('contacts');
  return useMutation({
    mutationFn: () => deleteContact(api, id),
    onSuccess: async () => {
      toast.success(t('toasts.deleted'));
      queryClient.removeQueries({ queryKey: contactKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: contactKeys.list() });
      options.onSuccess?.();
    },
    onError: (error) => toast.error(t('toasts.deleteFailed', { message: error.message })),
  });
}
