import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { relationLabel } from '@dugout/shared';

/**
 * A relation code ('mother') as the reader sees it: "Mother", "Madre". The API
 * sends codes (its directory and search answers are shared by every reader); the labels live in
 * packages/shared relations.ts, so cards, search, the form and the directory filter say the same.
 */
export function useRelationLabel(): (code: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((code: string) => relationLabel(code, language), [language]);
}
