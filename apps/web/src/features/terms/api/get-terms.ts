import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@dugout/shared';
import { unwrap, type ApiClient } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useApi } from '../../../lib/use-api';
import { useTranslation } from 'react-i18next';

export const termsKeys = {
  all: ['terms'] as const,
  language: (language: Language) => [...termsKeys.all, language] as const,
};

/** GET /api/config/terms?language=… (public: the footer links to it from every page). */
export const termsQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: termsKeys.language(language),
    queryFn: () => api.GET('/api/config/terms', { params: { query: { language } } }).then(unwrap),
    staleTime: 10 * 60_000,
  });

/** The terms in the UI language (asked again when the language changes). */
export function useTerms() {
  useTranslation(); // re-render on a language change
  const api = useApi({ withToken: false });
  return useQuery(termsQuery(api, currentLanguage()));
}
