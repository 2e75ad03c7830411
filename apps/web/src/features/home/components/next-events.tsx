import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UnreadHomeLine } from '../../../components/conversations/unread-badge';
import { householdAnswersFor } from '../../../components/schedule/household-line';
import { ScheduleRow } from '../../../components/schedule/schedule-row';
import { splitSchedule } from '../../../components/schedule/schedule-model';
import { scheduleRange, useScheduleEvents } from '../../../lib/api/events';
import { useHouseholdAnswers } from '../../../lib/api/household-answers';
import { paths } from '../../../lib/paths';
import { SCHEDULE_ROW_FORMATS, useTeamEventTime } from '../../../lib/team-time';

/** How many upcoming events the home page lists. */
export const NEXT_EVENTS = 3;

/**
 * The signed-in home page's next three events (those the server lets the member
 * see: the event list goes through the access layer), with time, venue and the household's
 * answers, each linking to its page. The same query as the schedule of /events/all.
 * `onSettled`: called once the rows (or the error) replace the loading line.
 */
export function NextEvents({ onSettled }: { onSettled?: () => void } = {}) {
  const { t } = useTranslation('home');
  const time = useTeamEventTime(SCHEDULE_ROW_FORMATS);
  const [now] = useState(() => new Date());
  const { data: latest, isPending, isError } = useScheduleEvents(now);
  const household = useHouseholdAnswers(scheduleRange(now).from);
  // The rows are drawn as a transition, in slices: a query's answer re-renders synchronously,
  // and the rows with their answers drawn in that render were one long task on a phone.
  const data = useDeferredValue(latest);
  const answers = useDeferredValue(household.data);
  const next = useMemo(
    () => splitSchedule(data ?? [], now).upcoming.slice(0, NEXT_EVENTS),
    [data, now],
  );
  // The rows wait for the household's answers too: a row that gets its answers line after it is
  // shown grows and pushes the rows and sections below it (a layout shift on a phone). A refused
  // answers call is not pending: the rows then show without answers.
  const loading =
    isPending ||
    household.isPending ||
    (data === undefined && latest !== undefined) ||
    (answers === undefined && household.data !== undefined);
  const settled = isError || !loading;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  if (isError) return null;
  return (
    <section className="next-events" aria-labelledby="next-events-heading">
      <div className="next-events__bar">
        <h2 id="next-events-heading">{t('nextEvents.heading')}</h2>
        <Link className="next-events__all" to={paths.events.all.href()}>
          {t('nextEvents.all')}
        </Link>
      </div>
      {loading ? null : <UnreadHomeLine />}
      {loading ? (
        <p className="next-events__loading" role="status">
          {t('nextEvents.loading')}
        </p>
      ) : next.length === 0 ? (
        <p className="next-events__empty">{t('nextEvents.none')}</p>
      ) : (
        <ol className="schedule-list">
          {next.map((e) => (
            <ScheduleRow
              key={e.id}
              event={e}
              past={false}
              answers={householdAnswersFor(e, answers, scheduleRange(now).from)}
              time={time}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
