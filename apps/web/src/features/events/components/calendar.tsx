import { useMemo, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { translatedField, type EventSummary } from '@dugout/shared';
import { TeamChips } from '../../../components/teams/team-chips';
import { UnreadBadge } from '../../../components/conversations/unread-badge';
import { useTeamMember } from '../../../lib/auth/use-team-member';
import { upperFirst } from '../../../lib/i18n/upper-first';
import { paths } from '../../../lib/paths';
import { useTeamEventTime } from '../../../lib/team-time';
import { useEventsInRange } from '../api/get-events';
import {
  addMonths,
  isListedInDayCell,
  monthRange,
  monthWeeks,
  startOfMonth,
  type CalendarDay,
} from './calendar-model';
import { onTeamSchedule } from './use-team-filter';
import { EventActions } from './event-actions';
import './events.css';
import './calendar.css';

/** Sunday 1 January 2023, to name the weekdays in the UI language. */
const A_SUNDAY = new Date(2023, 0, 1);

function DayEvents({ day }: { day: CalendarDay }) {
  const { t, i18n } = useTranslation('events');
  const teamTime = useTeamEventTime();
  return (
    <ul className="cal-events">
      {day.events.map((e: EventSummary) => {
        // The start time in the team's zone, in the grid's cells and the day list.
        const when = e.date ? (
          <>
            <span className="cal-event__time">{teamTime.time(new Date(e.date))}</span>{' '}
          </>
        ) : null;
        // The name its page shows, in the grid and the phone's day list alike.
        const name = translatedField(e, 'Name', i18n.language);
        if (isListedInDayCell(e.eventLocationID)) {
          return (
            <li key={e.id}>
              <Link className="cal-event cal-event--link" to={paths.events.detail.href(e.id)}>
                {when}
                {name}
              </Link>
              <TeamChips ids={e.teams} className="cal-event__teams" />
              <UnreadBadge eventId={e.id} />
            </li>
          );
        }
        // Games at locations 1 and 3 colour the day but are not listed as links.
        return (
          <li key={e.id} className="cal-event cal-event--plain">
            <span className="visually-hidden">
              {e.eventLocationID === 3 ? t('calendar.awayGameOn') : t('calendar.homeGameOn')}:{' '}
            </span>
            {when}
            {name}
            <TeamChips ids={e.teams} className="cal-event__teams" />
            <UnreadBadge eventId={e.id} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The calendar: a month grid (Sunday first) with previous/next, the Home/Away legend and each
 * day's events. On a phone (≤ 600 px) the month shows as a list of its days with events.
 * `variant="home"` is the home-page calendar: no Create Event link. Days are the team's days
 * (TEAM_TIME_ZONE); with `onShowDay`, a day with events is a button that shows them in the
 * schedule.
 */
export function Calendar({
  variant = 'page',
  team = null,
  onShowDay,
}: {
  variant?: 'page' | 'home';
  /** The team filter's choice (null: every event). */
  team?: number | null;
  onShowDay?: (day: CalendarDay) => void;
}) {
  const { t, i18n } = useTranslation(['events', 'schedule']);
  const { member } = useTeamMember('events:publish');
  const { timeZone } = useTeamEventTime();
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const range = monthRange(month);
  const { data, isFetching, isError, refetch } = useEventsInRange(range.from, range.to);
  const events = useMemo(() => (data ?? []).filter(onTeamSchedule(team)), [data, team]);
  const weeks = useMemo(
    () => monthWeeks(month, events, new Date(), timeZone),
    [month, events, timeZone],
  );
  const heading = upperFirst(
    new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(month),
    i18n.language,
  );
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  const weekdayLong = new Intl.DateTimeFormat(i18n.language, { weekday: 'long' });
  const dayLabel = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  const dayNames = Array.from({ length: 7 }, (_, i) => {
    const d = new Date(A_SUNDAY);
    d.setDate(d.getDate() + i);
    return {
      short: upperFirst(weekday.format(d), i18n.language),
      long: weekdayLong.format(d),
    };
  });
  const daysWithEvents = weeks.flat().filter((d) => d.inMonth && d.events.length > 0);
  const headingId = `calendar-heading-${variant}`;

  return (
    <section className={`calendar calendar--${variant}`} aria-labelledby={headingId}>
      <div className="calendar__bar">
        <button
          type="button"
          className="button button--secondary calendar__nav"
          onClick={() => setMonth((m) => addMonths(m, -1))}
          aria-label={t('calendar.previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={headingId} className="calendar__heading" aria-live="polite">
          {heading}
        </h2>
        <button
          type="button"
          className="button button--secondary calendar__nav"
          onClick={() => setMonth((m) => addMonths(m, 1))}
          aria-label={t('calendar.next')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="calendar__meta">
        <ul className="calendar__legend" aria-label={t('calendar.legend')}>
          <li className="legend legend--home">{t('calendar.homeGame')}</li>
          <li className="legend legend--away">{t('calendar.awayGame')}</li>
          {isFetching ? (
            <li className="calendar__loading" role="status">
              {t('calendar.loading')}
            </li>
          ) : null}
        </ul>
        {variant === 'page' ? <EventActions member={member} /> : null}
      </div>
      {isError && !isFetching ? (
        <div className="notice notice--error" role="alert">
          <p>{t('list.loadFailed')}</p>
          <button
            type="button"
            className="notice__action"
            onClick={() => {
              refetch();
            }}
          >
            {t('calendar.retry')}
          </button>
        </div>
      ) : null}

      <table className="calendar__grid" aria-labelledby={headingId} aria-busy={isFetching}>
        <thead>
          <tr>
            {dayNames.map((d) => (
              <th key={d.long} scope="col" abbr={d.long}>
                {d.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.key}>
              {week.map((day) => (
                <td
                  key={day.key}
                  className={[
                    'cal-day',
                    day.inMonth ? '' : 'cal-day--outside',
                    day.isToday ? 'cal-day--today' : '',
                    day.kind ? `cal-day--${day.kind}` : '',
                    day.imageURL ? 'cal-day--image' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  aria-disabled={day.inMonth ? undefined : true}
                  aria-current={day.isToday ? 'date' : undefined}
                  aria-label={day.inMonth ? undefined : dayLabel.format(day.date)}
                  style={
                    day.imageURL
                      ? // Drawn by .cal-day--image::before, darkened and softened (calendar.css).
                        ({
                          '--cal-day-image': `url("${encodeURI(day.imageURL)}")`,
                        } as CSSProperties)
                      : undefined
                  }
                >
                  {onShowDay && day.inMonth && day.events.length > 0 ? (
                    <button
                      type="button"
                      className="cal-day__number cal-day__show"
                      onClick={() => onShowDay(day)}
                      aria-label={t('schedule:day.show', { date: dayLabel.format(day.date) })}
                    >
                      {day.date.getDate()}
                    </button>
                  ) : (
                    <span className="cal-day__number">
                      <span className="visually-hidden">{dayLabel.format(day.date)}</span>
                      <span aria-hidden="true">{day.date.getDate()}</span>
                    </span>
                  )}
                  {day.isToday ? (
                    <span className="visually-hidden"> ({t('calendar.today')})</span>
                  ) : null}
                  {day.inMonth && day.kind ? (
                    <span className="visually-hidden">
                      {day.kind === 'away' ? t('calendar.awayGameOn') : t('calendar.homeGameOn')}
                    </span>
                  ) : null}
                  {day.events.length ? <DayEvents day={day} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <ol className="calendar__list" aria-labelledby={headingId}>
        {daysWithEvents.length === 0 && !isFetching ? (
          <li className="calendar__empty">{t('calendar.noEvents')}</li>
        ) : null}
        {daysWithEvents.map((day) => (
          <li
            key={day.key}
            className={[
              'cal-row',
              day.kind ? `cal-day--${day.kind}` : '',
              day.isToday ? 'cal-day--today' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-current={day.isToday ? 'date' : undefined}
          >
            <h3 className="cal-row__date">
              {onShowDay ? (
                <button
                  type="button"
                  className="cal-row__show"
                  onClick={() => onShowDay(day)}
                  aria-label={t('schedule:day.show', { date: dayLabel.format(day.date) })}
                >
                  {upperFirst(dayLabel.format(day.date), i18n.language)}
                </button>
              ) : (
                upperFirst(dayLabel.format(day.date), i18n.language)
              )}
              {day.kind ? (
                <span className={`cal-row__kind legend legend--${day.kind}`}>
                  {day.kind === 'away' ? t('calendar.awayGame') : t('calendar.homeGame')}
                </span>
              ) : null}
            </h3>
            <DayEvents day={day} />
          </li>
        ))}
      </ol>
    </section>
  );
}
