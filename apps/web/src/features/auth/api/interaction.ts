import { useMutation, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useApi } from '../../../lib/use-api';

/**
 * The embedded IdP's sign-in calls (same origin, below the interaction path so its cookie is
 * sent; no bearer token). Errors are `{ message, code }` (see ApiRequestError). The page's
 * language goes with the email and the code, so that a refusal by the per-email limits
 * (`sign_in_limited`, 429) comes back in it, with how long to wait.
 */

export interface DemoUser {
  email: string;
  name: string;
  description: string;
}

export interface InteractionDetails {
  demoUsers: DemoUser[];
}

export interface InteractionRedirect {
  redirectTo: string;
}

export const interactionKeys = {
  /** GET /idp/interaction/{uid}/details */
  details: (uid: string) => ['idp', 'interaction', uid, 'details'] as const,
};

const base = (uid: string) => `/idp/interaction/${encodeURIComponent(uid)}`;

export const interactionDetailsQuery = (api: ApiClient, uid: string) => ({
  queryKey: interactionKeys.details(uid),
  queryFn: () => api.get<InteractionDetails>(`${base(uid)}/details`).then(unwrap),
  retry: false,
  staleTime: Infinity,
});

export function useInteractionDetails(uid: string) {
  const api = useApi({ withToken: false });
  return useQuery(interactionDetailsQuery(api, uid));
}

export function useRequestCode(uid: string) {
  const api = useApi({ withToken: false });
  return useMutation({
    mutationFn: (email: string) =>
      api
        .post<{ message: string }>(`${base(uid)}/email`, { email, language: currentLanguage() })
        .then(unwrap),
  });
}

export function useSubmitCode(uid: string) {
  const api = useApi({ withToken: false });
  return useMutation({
    mutationFn: (input: { email: string; code: string }) =>
      api
        .post<InteractionRedirect>(`${base(uid)}/code`, { ...input, language: currentLanguage() })
        .then(unwrap),
  });
}

export function useDemoSignIn(uid: string) {
  const api = useApi({ withToken: false });
  return useMutation({
    mutationFn: (email: string) =>
      api.post<InteractionRedirect>(`${base(uid)}/demo`, { email }).then(unwrap),
  });
}
