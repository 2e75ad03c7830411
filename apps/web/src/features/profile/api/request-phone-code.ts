import { useMutation } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** POST /api/contacts/{id}/phone/code: texts a code to the card's number. */
export function requestPhoneCode(api: ApiClient, contactId: string) {
  return api
    .POST('/api/contacts/{id}/phone/code', { params: { path: { id: contactId } } })
    .then(unwrap);
}

export function useRequestPhoneCode(contactId: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => requestPhoneCode(api, contactId) });
}
