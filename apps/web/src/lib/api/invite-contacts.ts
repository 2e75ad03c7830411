import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTACT_INVITE_MAX, type ContactInviteResult } from '@dugout/shared';
import { unwrap, type ApiClient } from '../api-client';
import { useApi } from '../use-api';
import { contactKeys } from './contacts';

/**
 * Invitations to sign in for contacts that exist. In lib (not a feature): the contacts feature
 * invites from the card and the directory, the admin feature from an import's result.
 */

/** POST /api/contacts/{id}/invite (admins): 400 without an email, 404 for no such contact. */
export function inviteContact(api: ApiClient, id: string) {
  return api.POST('/api/contacts/{id}/invite', { params: { path: { id } } }).then(unwrap);
}

/**
 * POST /api/contacts/invite (admins), CONTACT_INVITE_MAX at a time, one part after the other;
 * the outcomes together, in the order of `ids`.
 */
export async function inviteContacts(
  api: ApiClient,
  ids: readonly string[],
): Promise<ContactInviteResult> {
  const all: ContactInviteResult = { invited: 0, skipped: 0, outcomes: [] };
  for (let i = 0; i < ids.length; i += CONTACT_INVITE_MAX) {
    const part = await api
      .POST('/api/contacts/invite', { body: { ids: ids.slice(i, i + CONTACT_INVITE_MAX) } })
      .then(unwrap);
    all.invited += part.invited;
    all.skipped += part.skipped;
    all.outcomes.push(...part.outcomes);
  }
  return all;
}

/** Every list and card may say something new (invited on…, sign-in on). */
function useRefreshContacts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactKeys.all });
}

export function useInviteContact(id: string) {
  const api = useApi();
  const refresh = useRefreshContacts();
  return useMutation({ mutationFn: () => inviteContact(api, id), onSuccess: refresh });
}

/** `ids`: the contacts, or how to find them (the directory reads its filter's pages first). */
export function useInviteContacts() {
  const api = useApi();
  const refresh = useRefreshContacts();
  return useMutation({
    mutationFn: async (ids: () => Promise<readonly string[]>) => inviteContacts(api, await ids()),
    onSuccess: refresh,
  });
}
