import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Calendar } from './calendar';
import type { CalendarDay } from './calendar-model';
import { EventSchedule, type ScheduleDay } from './event-schedule';
import { TeamFilter } from './team-filter';
import { useEventsView } from './use-events-view';
import { useTeamFilter } from './use-team-filter';

/**
 * /events/all: the schedule and the month grid, one at a time behind a
 * Schedule / Month switch (the schedule first on a phone; the choice remembered). A day tapped in
 * the grid shows its events in the schedule. The grid stays mounted, so its month is kept.
 */
export function EventsView() {
  const { t } = useTranslation('schedule');
  const { view, choose, show } = useEventsView();
  const [day, setDay] = useState<ScheduleDay | null>(null);
  const teams = useTeamFilter();
  const showDay = (d: CalendarDay) => {
    setDay({ key: d.key, date: d.date, events: d.events });
    show('schedule');
  };
  return (
    <>
      {teams.choices.length ? (
        <TeamFilter
          choices={teams.choices}
          value={teams.team}
          onChange={(id) => {
            setDay(null);
            teams.setTeam(id);
          }}
        />
      ) : null}
      <div className="events-view-switch" role="group" aria-label={t('view.label')}>
        <button
          type="button"
          aria-pressed={view === 'schedule'}
          onClick={() => {
            setDay(null);
            choose('schedule');
          }}
        >
          {t('view.schedule')}
        </button>
        <button type="button" aria-pressed={view === 'month'} onClick={() => choose('month')}>
          {t('view.month')}
        </button>
      </div>
      {view === 'schedule' ? (
        <EventSchedule day={day} team={teams.team} onShowAll={() => setDay(null)} />
      ) : null}
      <div hidden={view !== 'month'}>
        <Calendar variant="page" team={teams.team} onShowDay={showDay} />
      </div>
    </>
  );
}
