import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The names the contactCard catalog translates (its `affiliationNames`; typed against it). */
const KNOWN = ["Players' Families", 'Front Office', 'Coaches & Staff', 'Foundation'] as const;
type KnownAffiliation = (typeof KNOWN)[number];
const isKnown = (name: string): name is KnownAffiliation =>
  (KNOWN as readonly string[]).includes(name);

/**
 * An affiliation's name as the reader sees it: the team's four ("Foundation") in their language
 * ("Fundación"), any other as it is named. Cards and the directory filter use the same words, so
 * the filter finds what the card shows.
 */
export function useAffiliationLabel(): (name: string) => string {
  const { t } = useTranslation('contactCard');
  return useCallback((name: string) => (isKnown(name) ? t(`affiliationNames.${name}`) : name), [t]);
}
