import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessagePreferencesUpdate } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../lib/api-client';
import { useApi } from '../../lib/use-api';

export const messagePreferencesKeys = {
  mine: ['message-preferences', 'me'] as const,
  contact: (id: string) => ['message-preferences', 'contact', id] as const,
};

/** GET /api/me/preferences: the member's channels per kind of message. */
export const myPreferencesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: messagePreferencesKeys.mine,
    queryFn: () => api.GET('/api/me/preferences').then(unwrap),
  });

export function useMyPreferences(enabled = true) {
  const api = useApi();
  return useQuery({ ...myPreferencesQuery(api), enabled });
}

/** GET /api/contacts/:id/preferences: a contact's, read-only (admins). */
export function useContactPreferences(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: messagePreferencesKeys.contact(id ?? ''),
    queryFn: () =>
      api.GET('/api/contacts/{id}/preferences', { params: { path: { id: id! } } }).then(unwrap),
    enabled: !!id,
  });
}

/** PUT /api/me/preferences: the changed choices; answers the whole grid. */
export function useSavePreferences() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: MessagePreferencesUpdate) =>
      api.PUT('/api/me/preferences', { body: update }).then(unwrap),
    onSuccess: (saved) => queryClient.setQueryData(messagePreferencesKeys.mine, saved),
  });
}
