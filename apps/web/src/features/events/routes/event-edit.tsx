import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canForTeams, type EventDetail } from '@dugout/shared';
import { ForbiddenPage } from '../../../components/errors/forbidden-page';
import { Page } from '../../../components/layout/page';
import { Spinner } from '../../../components/ui/spinner';
import type { Versioned } from '../../../lib/api-client';
import { useTeamMember } from '../../../lib/auth/use-team-member';
import { useVersionedEvent } from '../api/get-event';
import { EventForm } from '../components/event-form';

/**
 * /events/{id}/edit: shows the event passed in navigation state at once (its version unknown
 * until the reload answers), and reloads it with its version.
 */
export default function EventEditRoute() {
  const { t } = useTranslation('events');
  const { id = '' } = useParams();
  const state = useLocation().state as { event?: EventDetail } | null;
  const fromState = state?.event?.id === id ? state.event : undefined;
  const event = useVersionedEvent(id);
  const { refetch } = event;
  const shown = useMemo<Versioned<EventDetail> | undefined>(
    () => (fromState ? { data: fromState, etag: null } : undefined),
    [fromState],
  );
  const current = event.data ?? shown;
  // A team manager edits their teams' events only (the server refuses the others too).
  const { member } = useTeamMember('events:publish');
  if (current && !canForTeams(member, 'events:publish', current.data.teams ?? [])) {
    return <ForbiddenPage />;
  }
  return (
    <Page title={t('edit.title')}>
      {current ? (
        <EventForm
          key={id}
          loaded={current}
          refetch={() => {
            refetch();
          }}
        />
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
