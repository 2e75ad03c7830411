import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@dugout/shared';
import { ScheduleRow } from '../../../components/schedule/schedule-row';
import { householdAnswersFor } from '../../../components/schedule/household-line';
import { splitSchedule } from '../../../components/schedule/schedule-model';
import { scheduleRange } from '../../../lib/api/events';
import { useHouseholdAnswers } from '../../../lib/api/household-answers';
import { useTeamMember } from '../../../lib/auth/use-team-member';
import { EventActions } from './event-actions';
import { upperFirst } from '../../../lib/i18n/upper-first';
import { useTeamEventTime } from '../../../lib/team-time';
import { useScheduleEvents } from '../api/get-events';
import { onTeamSchedule } from './use-team-filter';
import './event-schedule.css';

/** A day tapped in the month grid: its events, as the grid filed them. */
export interface ScheduleDay {
  key: string;
  /** The calendar day (local midnight), for its heading. */
  date: Date;
  events: EventSummary[];
}

/**
 * The schedule of /events/all. Upcoming events soonest first, then the recent past
 * under "Past" (marked, RSVP closed); or, after a day was tapped in the grid, that day's events.
 */
export function EventSchedule({
  day,
  team = null,
  onShowAll,
}: {
  day: ScheduleDay | null;
  /** The team filter's choice (null: every event). */
  team?: number | null;
  onShowAll: () => void;
}) {
  const { t, i18n } = useTranslation(['schedule', 'events']);
  // A team manager creates events for their teams too (the form offers only theirs).
  const { member } = useTeamMember('events:publish');
  const time = useTeamEventTime();
  const [now] = useState(() => new Date());
  const { data, isPending, isError, isFetching, refetch } = useScheduleEvents(now);
  const since = scheduleRange(now).from;
  const household = useHouseholdAnswers(since);
  const { upcoming, past } = useMemo(
    () => splitSchedule((data ?? []).filter(onTeamSchedule(team)), now),
    [data, now, team],
  );
  const dayHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (day) dayHeading.current?.focus();
  }, [day]);

  const rows = (list: EventSummary[], isPast: (e: EventSummary) => boolean) => (
    <ol className="schedule-list">
      {list.map((e) => (
        <ScheduleRow
          key={e.id}
          event={e}
          past={isPast(e)}
          answers={householdAnswersFor(e, household.data, since)}
          time={time}
        />
      ))}
    </ol>
  );

  const createEvent = <EventActions member={member} />;

  if (day) {
    const dayName = new Intl.DateTimeFormat(i18n.language, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(day.date);
    const { upcoming: dayUpcoming, past: dayPast } = splitSchedule(day.events, now);
    return (
      <section className="event-schedule" aria-labelledby="schedule-day-heading">
        <div className="event-schedule__bar">
          <h2 id="schedule-day-heading" ref={dayHeading} tabIndex={-1}>
            {upperFirst(dayName, i18n.language)}
          </h2>
          <button type="button" className="button button--secondary" onClick={onShowAll}>
            {t('day.showAll')}
          </button>
        </div>
        {day.events.length === 0 ? (
          <p className="schedule-empty">{t('day.empty')}</p>
        ) : (
          rows([...[...dayPast].reverse(), ...dayUpcoming], (e) => dayPast.includes(e))
        )}
      </section>
    );
  }

  return (
    <section className="event-schedule" aria-labelledby="schedule-upcoming-heading">
      <div className="event-schedule__bar">
        <h2 id="schedule-upcoming-heading">{t('upcoming')}</h2>
        {createEvent}
      </div>
      {isPending || (isFetching && !data) ? (
        <p className="schedule-empty" role="status">
          {t('loading')}
        </p>
      ) : null}
      {isError && !isFetching ? (
        <div className="notice notice--error" role="alert">
          <p>{t('loadFailed')}</p>
          <button
            type="button"
            className="notice__action"
            onClick={() => {
              refetch();
            }}
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
      {data && upcoming.length === 0 ? <p className="schedule-empty">{t('noUpcoming')}</p> : null}
      {upcoming.length > 0 ? rows(upcoming, () => false) : null}
      {past.length > 0 ? (
        <>
          <h2 className="event-schedule__past">{t('past')}</h2>
          {rows(past, () => true)}
        </>
      ) : null}
    </section>
  );
}
