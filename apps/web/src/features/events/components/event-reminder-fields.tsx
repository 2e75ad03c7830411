import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { reminderDueAt, validReminderHours } from '@dugout/shared';
import { useTeamEventTime } from '../../../lib/team-time';

/** The form's reminder values: hours as typed ('' allowed while typing), and on/off. */
export interface ReminderValues {
  unansweredHours: string;
  unansweredOn: boolean;
  goingHours: string;
  goingOn: boolean;
}

/** Whether every reminder that is on has hours the server accepts (1–336). */
export function remindersValid(v: ReminderValues): boolean {
  return (
    (!v.unansweredOn || validReminderHours(Number(v.unansweredHours))) &&
    (!v.goingOn || validReminderHours(Number(v.goingHours)))
  );
}

/**
 * The event form's two reminder rows: "Remind those who have not answered [48]
 * hours before [on]" and "Remind those going [3] hours before [on]", each with when it goes
 * ("Reminder on Thu, Nov 26, 6:05 PM"), by the same rule the server sends by.
 */
export function EventReminderFields({
  values,
  start,
  onChange,
}: {
  values: ReminderValues;
  /** The event's start, or null while it has none. */
  start: Date | null;
  onChange: (values: ReminderValues) => void;
}) {
  const { t } = useTranslation('events');
  const when = useTeamEventTime();
  const ids = useId();
  const zone = when.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  const row = (kind: 'unanswered' | 'going') => {
    const hoursKey = kind === 'unanswered' ? 'unansweredHours' : 'goingHours';
    const onKey = kind === 'unanswered' ? 'unansweredOn' : 'goingOn';
    const on = values[onKey];
    const hours = Number(values[hoursKey]);
    const valid = validReminderHours(hours);
    let hint: string;
    if (!on) hint = t('reminders.off');
    else if (!valid) hint = t('reminders.hoursInvalid');
    else if (!start) hint = t('reminders.hintNoDate');
    else {
      const due = reminderDueAt(start, hours, zone);
      hint = t('reminders.hint', {
        when: `${when.weekday(due)} ${when.day(due)} ${when.month(due)} ${when.time(due)}`,
      });
    }
    const id = `${ids}-${kind}`;
    return (
      <div className="event-reminders__row">
        <label className="event-reminders__label" htmlFor={`${id}-hours`}>
          {t(`reminders.${kind}`)}
        </label>
        <span className="event-reminders__hours">
          <input
            id={`${id}-hours`}
            className="field__input event-reminders__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={336}
            step={1}
            value={values[hoursKey]}
            disabled={!on}
            aria-invalid={on && !valid ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => onChange({ ...values, [hoursKey]: e.target.value })}
          />
          <span>{t('reminders.hoursBefore')}</span>
        </span>
        <label className="event-reminders__on">
          <input
            type="checkbox"
            checked={on}
            onChange={(e) => onChange({ ...values, [onKey]: e.target.checked })}
          />
          {t('reminders.on')}
        </label>
        <p
          id={`${id}-hint`}
          className={`field__hint event-reminders__hint${on && !valid ? ' event-reminders__hint--error' : ''}`}
        >
          {hint}
        </p>
      </div>
    );
  };

  return (
    <fieldset className="event-form__set event-reminders">
      <legend className="field__label">{t('reminders.title')}</legend>
      {row('unanswered')}
      {row('going')}
    </fieldset>
  );
}
