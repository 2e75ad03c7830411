import { layoutEs } from '../components/layout/locales.es';
import { scheduleEs } from '../components/schedule/locales.es';
import { searchEs } from '../components/search/locales.es';
import { homeEs } from '../features/home/locales.es';
import { commonEs } from '../lib/i18n/locales/common.es';

/**
 * The shell's namespaces in Spanish: one chunk, fetched only when the page is shown in Spanish.
 * Its shape is checked where it is loaded (`shellTranslations` in locales.ts).
 */
export const shellSpanish = {
  common: commonEs,
  layout: layoutEs,
  search: searchEs,
  home: homeEs,
  schedule: scheduleEs,
};
