import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { arrivalTime, can } from '@dugout/shared';
import { useMember } from '../../../lib/auth/use-member';
import { useVenues } from '../../../lib/api/venues';
import { paths } from '../../../lib/paths';
import { arrivalClock } from '../../../components/venues/venue-details';

/** The arrival choices, in minutes before the start. */
export const ARRIVAL_CHOICES = [15, 30, 45, 60, 75, 90, 120] as const;

/**
 * The event form's venue and arrival time. `venueId` and `arrivalMinutes` are the
 * selects' values ('' for none); `start` is the form's date (ISO) for the "Arrive by" preview.
 */
export function EventVenueFields({
  venueId,
  arrivalMinutes,
  start,
  venueName,
  onVenueChange,
  onArrivalChange,
}: {
  venueId: string;
  arrivalMinutes: string;
  start: string | null;
  /** The loaded event's venue name, shown while the list loads or if it was deleted meanwhile. */
  venueName?: string;
  onVenueChange: (value: string) => void;
  onArrivalChange: (value: string) => void;
}) {
  const { t, i18n } = useTranslation('venues');
  const venues = useVenues();
  // The venues page is the club's admins' (a team manager picks among the venues only).
  const managesVenues = can(useMember(), 'events:publish');
  const ids = useId();
  const list = venues.data ?? [];
  const minutes = arrivalMinutes === '' ? null : Number(arrivalMinutes);
  const arrival = arrivalTime(start, minutes);
  const label = (m: number) =>
    m % 60 === 0
      ? t('field.arrivalHours', { count: m / 60 })
      : t('field.arrivalMinutes', { count: m });
  const choices: number[] = [...ARRIVAL_CHOICES];
  if (minutes !== null && !choices.includes(minutes)) choices.push(minutes);
  choices.sort((a, b) => a - b);

  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-venue`}>
          {t('field.venue')}
        </label>
        <select
          id={`${ids}-venue`}
          className="field__input event-form__select"
          value={venueId}
          onChange={(e) => onVenueChange(e.target.value)}
          aria-describedby={`${ids}-venue-hint`}
        >
          <option value="">{t('field.none')}</option>
          {list.map((v) => (
            <option key={v.id} value={String(v.id)}>
              {v.name}
            </option>
          ))}
          {venueId && !list.some((v) => String(v.id) === venueId) ? (
            <option value={venueId}>{venueName ?? venueId}</option>
          ) : null}
        </select>
        <p id={`${ids}-venue-hint`} className="field__hint">
          {managesVenues ? <Link to={paths.venues.href()}>{t('field.manage')}</Link> : null}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-arrival`}>
          {t('field.arrival')}
        </label>
        <select
          id={`${ids}-arrival`}
          className="field__input"
          value={arrivalMinutes}
          onChange={(e) => onArrivalChange(e.target.value)}
          aria-describedby={minutes !== null ? `${ids}-arrival-hint` : undefined}
        >
          <option value="">{t('field.arrivalNone')}</option>
          {choices.map((m) => (
            <option key={m} value={String(m)}>
              {label(m)}
            </option>
          ))}
        </select>
        {minutes !== null ? (
          <p id={`${ids}-arrival-hint`} className="field__hint" aria-live="polite">
            {arrival
              ? t('field.arrivalPreview', { time: arrivalClock(arrival, i18n.language) })
              : t('field.arrivalNeedsDate')}
          </p>
        ) : null}
      </div>
    </>
  );
}
