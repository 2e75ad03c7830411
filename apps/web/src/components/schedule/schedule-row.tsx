import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  eventLocationKind,
  matchupLabel,
  translatedField,
  type EventSummary,
} from '@dugout/shared';
import { upperFirst } from '../../lib/i18n/upper-first';
import { paths } from '../../lib/paths';
import type { useTeamEventTime } from '../../lib/team-time';
import { TeamChips } from '../teams/team-chips';
import { UnreadBadge } from '../conversations/unread-badge';
import type { PersonAnswer } from './household-line';
import './schedule.css';

function Answers({ answers }: { answers: PersonAnswer[] }) {
  const { t } = useTranslation('schedule');
  if (answers.length === 0) return null;
  return (
    <p className="schedule-row__answers">
      <span className="visually-hidden">{t('answers')}: </span>
      {answers.map((a, i) => (
        <span key={a.contactId} className="schedule-row__answer">
          {i > 0 ? <span aria-hidden="true"> · </span> : null}
          {a.firstName ?? t('you')}:{' '}
          {a.status === null ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">{t('notAnswered')}</span>
            </>
          ) : (
            <strong className={`schedule-row__status schedule-row__status--${a.status}`}>
              {a.status === 'yes' ? t('yes') : t('no')}
            </strong>
          )}
          {i < answers.length - 1 ? <span className="visually-hidden">, </span> : null}
        </span>
      ))}
    </p>
  );
}

/**
 * One event of the schedule: weekday, date and start time in the team's zone,
 * Home/Away as text, the name in the reader's language linking to its page, the venue, and the
 * household's answers; a past event says so and that its RSVP is closed.
 */
export function ScheduleRow({
  event,
  past,
  answers,
  time,
}: {
  event: EventSummary;
  past: boolean;
  answers: PersonAnswer[];
  time: ReturnType<typeof useTeamEventTime>;
}) {
  const { t } = useTranslation('schedule');
  const start = new Date(event.date ?? 0);
  const kind = eventLocationKind(event.eventLocationID);
  const name = translatedField(event, 'Name', time.language);
  const venue = event.venue?.name;
  // "vs. Tigers" / "at Tigers" beside a game's name.
  const matchup = matchupLabel(event, time.language);
  return (
    <li
      className={[
        'schedule-row',
        kind ? `schedule-row--${kind}` : '',
        past ? 'schedule-row--past' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <time className="schedule-row__date" dateTime={event.date ?? undefined}>
        <span className="schedule-row__weekday">
          {upperFirst(time.weekday(start), time.language)}
        </span>{' '}
        <span className="schedule-row__day">{time.day(start)}</span>{' '}
        <span className="schedule-row__month">{time.month(start)}</span>
      </time>
      <div className="schedule-row__body">
        <h3 className="schedule-row__title">
          <Link className="schedule-row__link" to={paths.events.detail.href(event.id)}>
            {name}
          </Link>
          {matchup ? <span className="schedule-row__matchup"> · {matchup}</span> : null}
        </h3>
        <p className="schedule-row__meta">
          <span className="schedule-row__time">{time.time(start)}</span>
          {kind ? (
            <span className={`schedule-badge schedule-badge--${kind}`}>
              {kind === 'away' ? t('away') : t('home')}
            </span>
          ) : null}
          {past ? (
            <span className="schedule-badge schedule-badge--past">{t('pastMark')}</span>
          ) : null}
          <UnreadBadge eventId={event.id} />
          <TeamChips ids={event.teams} />
          {venue ? (
            <span className="schedule-row__venue">
              <span className="visually-hidden">{t('venue')}: </span>
              {venue}
            </span>
          ) : null}
        </p>
        <Answers answers={answers} />
        {past ? <p className="schedule-row__closed">{t('rsvpClosed')}</p> : null}
      </div>
    </li>
  );
}
