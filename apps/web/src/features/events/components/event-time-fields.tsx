import { useTranslation } from 'react-i18next';
import { FieldError } from './event-field-problem';

/**
 * When the event is: its start and its optional end (calendar feeds and reminders use the end;
 * without one they keep an hour from the start), in the team's zone.
 */
export function EventTimeFields({
  date,
  endDate,
  zoneHint,
  onDateChange,
  onEndDateChange,
  dateError,
  endError,
}: {
  date: string;
  endDate: string;
  /** The team's zone, named when it is not the browser's. */
  zoneHint: string | null;
  onDateChange: (value: string) => void;
  onEndDateChange: (value: string) => void;
  dateError: string | null;
  endError: string | null;
}) {
  const { t } = useTranslation('events');
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  return (
    <>
      <div className="field" data-field="date">
        <label className="field__label" htmlFor="event-form-date">
          {t('form.date')}
        </label>
        <input
          id="event-form-date"
          className="field__input"
          type="datetime-local"
          value={date}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={describedBy(
            !!zoneHint && 'event-form-zone',
            !!dateError && 'event-form-date-error',
          )}
          onChange={(e) => onDateChange(e.target.value)}
        />
        {zoneHint ? (
          <p className="field__hint" id="event-form-zone">
            {t('form.teamZone', { zone: zoneHint })}
          </p>
        ) : null}
        <FieldError id="event-form-date-error" message={dateError} />
      </div>
      <div className="field" data-field="endDate">
        <label className="field__label" htmlFor="event-form-end">
          {t('form.endDate')}
        </label>
        <input
          id="event-form-end"
          className="field__input"
          type="datetime-local"
          value={endDate}
          min={date || undefined}
          aria-invalid={endError ? true : undefined}
          aria-describedby={describedBy(
            'event-form-end-hint',
            !!endError && 'event-form-end-error',
          )}
          onChange={(e) => onEndDateChange(e.target.value)}
        />
        <p className="field__hint" id="event-form-end-hint">
          {t('form.endDateHint')}
        </p>
        <FieldError id="event-form-end-error" message={endError} />
      </div>
    </>
  );
}
