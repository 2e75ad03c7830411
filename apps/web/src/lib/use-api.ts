import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiClient, type ApiClient } from './api-client';
import { useSession } from './auth/session';

/**
 * The API client bound to the signed-in member's access token, for react-query queryFns and
 * mutations: `const api = useApi(); useQuery({ queryKey, queryFn: () => api.GET(path).then(unwrap) })`.
 * Pass `{ withToken: false }` for public endpoints (the sign-in page).
 */
export function useApi(options: { withToken?: boolean } = {}): ApiClient {
  const { getAccessToken } = useSession();
  const { t, i18n } = useTranslation();
  const withToken = options.withToken ?? true;
  const fallbackMessage = t('errors.httpRequestFailed');
  return useMemo(
    () =>
      createApiClient({
        getToken: withToken ? getAccessToken : undefined,
        fallbackMessage,
        // Read at each call: a language switch applies to the next request.
        getLanguage: () => i18n.resolvedLanguage ?? i18n.language,
      }),
    [withToken, getAccessToken, fallbackMessage, i18n],
  );
}
