import { useMutation, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient, type ApiData } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useApi } from '../../../lib/use-api';

/**
 * The embedded IdP's sign-in calls (same origin, below the interaction path so its cookie is
 * sent; no bearer token). Errors are `{ message, code }` (see ApiRequestError). The page's
 * language goes with the email and the code, so that a refusal by the per-email limits
 * (`sign_in_limited`, 429) comes back in it, with how long to wait.
 */

/** A demo account the page offers for one-click sign-in (DEMO=1, this machine only). */
export type DemoUser = ApiData<'get', '/idp/interaction/{uid}/details'>['demoUsers'][number];

export const interactionKeys = {
  /** GET /idp/interaction/{uid}/details */
  details: (uid: string) => ['idp', 'interaction', uid, 'details'] as const,
};

export const interactionDetailsQuery = (api: ApiClient, uid: string) => ({
  queryKey: interactionKeys.details(uid),
  queryFn: () =>
    api.GET('/idp/interaction/{uid}/details', { params: { path: { uid } } }).then(unwrap),
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
        .POST('/idp/interaction/{uid}/email', {
          params: { path: { uid } },
          body: { email, language: currentLanguage() },
        })
        .then(unwrap),
  });
}

export function useSubmitCode(uid: string) {
  const api = useApi({ withToken: false });
  return useMutation({
    mutationFn: (input: { email: string; code: string }) =>
      api
        .POST('/idp/interaction/{uid}/code', {
          params: { path: { uid } },
          body: { ...input, language: currentLanguage() },
        })
        .then(unwrap),
  });
}

export function useDemoSignIn(uid: string) {
  const api = useApi({ withToken: false });
  return useMutation({
    mutationFn: (email: string) =>
      api
        .POST('/idp/interaction/{uid}/demo', { params: { path: { uid } }, body: { email } })
        .then(unwrap),
  });
}
