import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { EventForm } from '../components/event-form';

/** /events/new: after a create the form stays. */
export default function EventNewRoute() {
  const { t } = useTranslation('events');
  return (
    <Page title={t('new.title')}>
      <EventForm />
    </Page>
  );
}
