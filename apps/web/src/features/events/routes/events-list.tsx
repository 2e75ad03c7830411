import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';

/** Route shell: the events feature builds this page. */
export default function EventsListRoute() {
  const { t } = useTranslation('events');
  return <Page title={t('list.title')} />;
}
