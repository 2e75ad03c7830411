import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { EventsView } from '../components/events-view';

/** /events/all: the season's schedule and its month calendar (issue 15 §1). */
export default function EventsListRoute() {
  const { t } = useTranslation('events');
  return (
    <Page title={t('list.title')}>
      <EventsView />
    </Page>
  );
}
