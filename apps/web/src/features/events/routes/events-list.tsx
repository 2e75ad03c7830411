import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPastSeasons } from '@dugout/shared';
import { Page } from '../../../components/layout/page';
import { useSeasons } from '../../../lib/api/seasons';
import { paths } from '../../../lib/paths';
import { EventsView } from '../components/events-view';

/**
 * A game's page must open offline at the field, the next games' too (the service
 * worker fetches their data with the schedule). Their code is fetched here, once the browser is
 * idle, so the worker keeps it: not on the home page, whose first load stays small.
 */
function useGamePageCodeAhead(): void {
  useEffect(() => {
    const load = () => {
      // Only a head start: opening a game imports it again, and shows a failure then.
      import('./event-detail').catch(() => undefined);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, 2_000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(load, { timeout: 5_000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
}

/** /events/all: the season's schedule and its month calendar. */
export default function EventsListRoute() {
  const { t } = useTranslation('events');
  const seasons = useSeasons();
  useGamePageCodeAhead();
  return (
    <Page title={t('list.title')}>
      <EventsView />
      {/* Only once a season was archived: a portal's first season shows as before. */}
      {seasons.data && hasPastSeasons(seasons.data) ? (
        <p className="events-list__past">
          <Link to={paths.seasons.past.href()}>{t('list.pastSeasons')}</Link>
        </p>
      ) : null}
    </Page>
  );
}
