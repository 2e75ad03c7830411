import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import { useEvent } from '../api/get-event';
import { EventForm } from '../components/event-form';

/** /events/{id}/edit: shows the event passed in navigation state at once, and reloads it. */
export default function EventEditRoute() {
  const { t } = useTranslation('events');
  const { id = '' } = useParams();
  const state = useLocation().state as { event?: EventDetail } | null;
  const fromState = state?.event?.id === id ? state.event : undefined;
  const event = useEvent(id);
  const current = event.data ?? fromState;
  return (
    <Page title={t('edit.title')}>
      {current ? (
        <EventForm event={current} />
      ) : event.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{t('detailPage.loadError')}</p>
        </div>
      ) : (
        <Spinner label={t('form.loading')} />
      )}
    </Page>
  );
}
