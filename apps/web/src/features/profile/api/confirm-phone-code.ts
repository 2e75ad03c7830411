import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhoneCodeConfirm } from '@dugout/shared';
import { contactKeys } from '../../../lib/api/contacts';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** POST /api/contacts/{id}/phone/verify: the code texted to the card's number. */
export function confirmPhoneCode(api: ApiClient, contactId: string, input: PhoneCodeConfirm) {
  return api
    .POST('/api/contacts/{id}/phone/verify', { params: { path: { id: contactId } }, body: input })
    .then(unwrap);
}

/** On success the card (and the admins' lists) read the contact again: now verified. */
export function useConfirmPhoneCode(contactId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneCodeConfirm) => confirmPhoneCode(api, contactId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
