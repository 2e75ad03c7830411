import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { Calendar } from '../components/calendar';

/** /events/all: the season calendar. */
export default function EventsListRoute() {
  const { t } = useTranslation('events');
  return (
    <Page title={t('list.title')}>
      <Calendar variant="page" />
    </Page>
  );
}
