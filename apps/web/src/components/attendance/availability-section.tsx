import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  takesAttendance,
  type AvailabilityPlayer,
  type EventDetail,
  type RsvpStatus,
} from '@dugout/shared';
import { useAnswerAvailability, useEventAvailability } from './api';
import { TakeAttendance } from './take-attendance';
import { TeamAttendanceTable } from './team-attendance';
import './attendance.css';

const STATUS_OF = { available: 'yes', unavailable: 'no' } as const;

/**
 * The event page of a game or practice: "Is Noah available?" for each player of the reader's
 * household (their guardians answer: the answer is the player's RSVP), and for the event's
 * managers every player with the counts available / not / unknown, "Take attendance" once it has
 * started, and the team's season.
 */
export function AvailabilitySection({ event }: { event: EventDetail }) {
  if (!takesAttendance(event.eventType)) return null;
  return <Availability event={event} />;
}

function Availability({ event }: { event: EventDetail }) {
  const { t } = useTranslation('attendance');
  const availability = useEventAvailability(event.id);
  const answer = useAnswerAvailability(event.id);
  const [taking, setTaking] = useState(false);
  const [season, setSeason] = useState(false);
  const data = availability.data;
  // A reader with no player here (no child on the team) sees nothing; a manager always does.
  if (!data?.asks || (!data.players.length && !data.counts)) return null;
  const manages = data.counts !== null;

  const choose = (p: AvailabilityPlayer, status: RsvpStatus) =>
    answer.mutate(
      { contactId: p.contactId, status },
      {
        onSuccess: () =>
          toast.success(t(status === 'yes' ? 'answered' : 'answeredNo', { name: p.firstName })),
        onError: (err) => toast.error(t('failed', { message: err.message })),
      },
    );

  return (
    <section className="event-card availability" aria-labelledby="availability-title">
      <h2 id="availability-title">{t('title')}</h2>
      {data.counts ? (
        <ul className="availability__counts" aria-label={t('counts.label')}>
          {(['available', 'unavailable', 'unknown'] as const).map((s) => (
            <li key={s} className={`availability__count availability__count--${s}`}>
              {t(`counts.${s}`, { count: data.counts![s] })}
            </li>
          ))}
        </ul>
      ) : null}
      {data.players.length ? (
        <ul className="availability__list">
          {data.players.map((p) => (
            <li key={p.contactId} className="availability__player">
              <span className="availability__name">
                {p.canAnswer && !manages
                  ? t('askPlayer', { name: p.firstName })
                  : `${p.firstName} ${p.lastName}`.trim()}
              </span>
              <span className={`availability__state availability__state--${p.availability}`}>
                {t(`state.${p.availability}`)}
              </span>
              {p.canAnswer ? (
                <span
                  className="availability__buttons"
                  role="group"
                  aria-label={t('askPlayer', { name: p.firstName })}
                >
                  {(['available', 'unavailable'] as const).map((s) => (
                    <button
                      key={s}
                      type="button"
                      className={`button ${
                        p.availability === s ? 'button--primary' : 'button--secondary'
                      }`}
                      aria-pressed={p.availability === s}
                      aria-label={t(s === 'available' ? 'yesNamed' : 'noNamed', {
                        name: p.firstName,
                      })}
                      disabled={answer.isPending}
                      onClick={() => choose(p, STATUS_OF[s])}
                    >
                      {t(s === 'available' ? 'yes' : 'no')}
                    </button>
                  ))}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noPlayers')}</p>
      )}
      {data.attendanceRecorded ? (
        <p className="availability__recorded">{t('take.recorded')}</p>
      ) : null}
      {data.canTakeAttendance ? (
        taking ? (
          <TakeAttendance eventId={event.id} onDone={() => setTaking(false)} />
        ) : (
          <p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setTaking(true)}
            >
              {t(data.attendanceRecorded ? 'take.edit' : 'take.open')}
            </button>
          </p>
        )
      ) : null}
      {manages && event.teams?.length ? (
        <>
          <p>
            <button
              type="button"
              className="button button--secondary"
              aria-expanded={season}
              onClick={() => setSeason(!season)}
            >
              {t(season ? 'season.hide' : 'season.show')}
            </button>
          </p>
          {season
            ? event.teams.map((id) => <TeamAttendanceTable key={id} teamId={id} headingLevel={3} />)
            : null}
        </>
      ) : null}
    </section>
  );
}
