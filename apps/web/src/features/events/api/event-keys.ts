import type { Language } from '@dugout/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** Query keys of the event endpoints: every query and invalidation of this feature uses them. */
export const eventKeys = {
  all: ['events'] as const,
  /** GET /api/event/getall?from=&to= */
  range: (from: string, to: string) => [...eventKeys.all, 'range', from, to] as const,
  /**
   * GET /api/event/{id}, in the page's language: its venue is named in the reader's language,
   * so a language switch reads it again.
   */
  detail: (id: string, language: Language = currentLanguage()) =>
    [...eventKeys.all, 'detail', id, language] as const,
};
