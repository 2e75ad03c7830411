import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { translatedField } from '@dugout/shared';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMember } from '../../../lib/auth/use-member';
import { useEvent } from '../api/get-event';
import { EventDetailView } from '../components/event-detail-view';

/** /events/{id}. */
export default function EventDetailRoute() {
  const { t, i18n } = useTranslation('events');
  const { id = '' } = useParams();
  const member = useMember();
  const event = useEvent(id);
  // The tab says what the heading says: the event's name in the reader's language.
  useDocumentTitle(
    event.data ? translatedField(event.data, 'Name', i18n.language) : t('detail.title'),
  );
  if (event.isPending) {
    return (
      <div className="page">
        <Spinner label={t('form.loading')} />
      </div>
    );
  }
  if (event.isError) {
    return (
      <div className="page">
        <div className="notice notice--error" role="alert">
          <p>{t('detailPage.loadError')}</p>
        </div>
      </div>
    );
  }
  if (!event.data || !member) {
    return (
      <div className="page">
        <p>{t('detailPage.empty')}</p>
      </div>
    );
  }
  return (
    <div className="page">
      <EventDetailView event={event.data} member={member} />
    </div>
  );
}
