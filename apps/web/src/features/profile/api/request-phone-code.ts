import { useMutation } from '@tanstack/react-query';
import type { PhoneCodeSent } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** POST /api/contacts/{id}/phone/code: texts a code to the card's number. */
export function requestPhoneCode(api: ApiClient, contactId: string) {
  return api
    .post<PhoneCodeSent>(`/api/contacts/${encodeURIComponent(contactId)}/phone/code`)
    .then(unwrap);
}

export function useRequestPhoneCode(contactId: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => requestPhoneCode(api, contactId) });
}
