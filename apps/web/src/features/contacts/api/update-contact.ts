import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactUpdateInput } from '@dugout/shared';
import { contactKeys } from '../../../lib/api/contacts';
import {
  ifMatch,
  isVersionConflict,
  unwrapVersioned,
  type ApiClient,
  type Versioned,
} from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/**
 * PUT /api/contact/update/{id} (admins, or the owner). `etag`: the version the form was filled
 * from; the server answers 409 if the contact changed since. `onUploadProgress`: the share sent
 * (0–1), asked for when a new photo goes up.
 */
export function updateContact(
  api: ApiClient,
  id: string,
  input: ContactUpdateInput,
  etag: string | null = null,
  onUploadProgress?: (fraction: number) => void,
) {
  return api
    .PUT('/api/contact/update/{id}', {
      params: { path: { id } },
      body: input,
      ...ifMatch(etag),
      ...(onUploadProgress ? { onUploadProgress } : {}),
    })
    .then(unwrapVersioned);
}

export function useUpdateContact(
  id: string,
  options: {
    onSuccess?: (saved: Versioned<Contact>) => void;
    /** The contact changed since the form was filled (409): the form says so. */
    onConflict?: () => void;
  } = {},
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation('contacts');
  return useMutation({
    mutationFn: ({
      input,
      etag,
      onUploadProgress,
    }: {
      input: ContactUpdateInput;
      etag: string | null;
      onUploadProgress?: (fraction: number) => void;
    }) => updateContact(api, id, input, etag, onUploadProgress),
    onSuccess: async (saved) => {
      toast.success(t('toasts.updated'));
      queryClient.setQueryData(contactKeys.detail(saved.data.id), saved);
      await queryClient.invalidateQueries({ queryKey: contactKeys.list() });
      options.onSuccess?.(saved);
    },
    onError: (error) => {
      if (isVersionConflict(error) && options.onConflict) options.onConflict();
      else toast.error(t('toasts.updateFailed', { message: error.message }));
    },
  });
}
