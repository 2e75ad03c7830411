import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactName } from '@dugout/shared';
import { contactKeys } from '../../../lib/api/contacts';
import { meKeys } from '../../../lib/api/me';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { useSession } from '../../../lib/auth/session';

/**
 * The member's own name, through the profile's update (PUT /api/contact/update/{id}): saving it
 * clears the server's "needs a name" mark. No If-Match: only the name is sent.
 */
export function saveOwnName(api: ApiClient, contactId: string, name: ContactName) {
  return api
    .PUT('/api/contact/update/{id}', { params: { path: { id: contactId } }, body: name })
    .then(unwrap);
}

/**
 * On success the tokens are renewed (the name on the home page and in the menus comes from
 * them), then /api/me and the cards are read again.
 */
export function useSaveOwnName(contactId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { refreshMember } = useSession();
  return useMutation({
    mutationFn: (name: ContactName) => saveOwnName(api, contactId, name),
    onSuccess: async () => {
      // Saved already: a renewal that fails leaves the old name until the next one, no error.
      await refreshMember().catch((err: unknown) => console.error('Could not renew tokens', err));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
      ]);
    },
  });
}
