import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  instantOfWallTime,
  SERIES_EXCEPTIONS_MAX,
  SERIES_MAX_OCCURRENCES,
  seriesOccurrences,
  seriesRuleSchema,
  weekdayOf,
} from '@dugout/shared';
import { FieldError } from './event-field-problem';
import { repeatRuleOf, type EventFormValues } from './event-form-values';

type RepeatValues = Pick<
  EventFormValues,
  'date' | 'repeats' | 'repeatUntil' | 'repeatWeekdays' | 'repeatExceptions'
>;
type RepeatKey = 'repeats' | 'repeatUntil' | 'repeatWeekdays' | 'repeatExceptions';

/**
 * The events a "Repeats weekly" makes (the server's rule, packages/shared), or why it cannot:
 * a key of events:series.
 */
export function repeatOutcome(
  values: RepeatValues,
  timeZone: string | undefined,
): { count: number } | { problem: string; params: { max: number } } | null {
  const params = { max: SERIES_MAX_OCCURRENCES };
  if (!values.repeats) return null;
  if (!values.date) return { problem: 'series.needsDate', params };
  if (!values.repeatUntil) return { problem: 'series.untilRequired', params };
  const rule = seriesRuleSchema.safeParse(repeatRuleOf(values as EventFormValues));
  const start = instantOfWallTime(values.date, timeZone);
  if (!rule.success || !start) return { problem: 'series.untilRequired', params };
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const result = seriesOccurrences(start, rule.data, zone);
  if ('starts' in result) return { count: result.starts.length };
  const keys = {
    seriesNeedsDate: 'series.needsDate',
    seriesUntilBeforeStart: 'series.untilBeforeStart',
    seriesTooMany: 'series.tooMany',
    seriesEmpty: 'series.empty',
  } as const;
  return { problem: keys[result.problem], params };
}

/** Why a "Repeats weekly" cannot be saved, in the reader's language; null when it can. */
export function repeatProblem(
  values: RepeatValues,
  timeZone: string | undefined,
  t: TFunction<'events'>,
): string | null {
  const outcome = repeatOutcome(values, timeZone);
  return outcome && 'problem' in outcome
    ? t(outcome.problem as 'series.empty', outcome.params)
    : null;
}

/** Sunday … Saturday, short, in the reader's language (2031-01-05 was a Sunday). */
const weekdayNames = (language: string) =>
  Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2031, 0, 5 + i)),
    ),
  );

/** "Repeats weekly" on the new-event form: the last day, the weekdays, the skipped dates. */
export function EventRepeatFields({
  values,
  timeZone,
  onChange,
  error,
}: {
  values: RepeatValues;
  timeZone: string | undefined;
  onChange: <K extends RepeatKey>(key: K, value: EventFormValues[K]) => void;
  error: string | null;
}) {
  const { t, i18n } = useTranslation('events');
  const [skip, setSkip] = useState('');
  const firstDay = values.date.slice(0, 10);
  const names = weekdayNames(i18n.language);
  const outcome = repeatOutcome(values, timeZone);
  const toggleRepeats = (on: boolean) => {
    onChange('repeats', on);
    // The start's weekday, to begin with.
    if (on && !values.repeatWeekdays.length && firstDay)
      onChange('repeatWeekdays', [weekdayOf(firstDay)]);
  };
  const toggleDay = (day: number, on: boolean) =>
    onChange(
      'repeatWeekdays',
      on ? [...values.repeatWeekdays, day].sort() : values.repeatWeekdays.filter((d) => d !== day),
    );
  const addSkip = () => {
    if (!skip || values.repeatExceptions.includes(skip)) return;
    if (values.repeatExceptions.length >= SERIES_EXCEPTIONS_MAX) return;
    onChange('repeatExceptions', [...values.repeatExceptions, skip].sort());
    setSkip('');
  };
  const dayText = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));
  return (
    <fieldset className="event-form__set event-repeat" data-field="repeat">
      <label className="event-form__check">
        <input
          type="checkbox"
          checked={values.repeats}
          onChange={(e) => toggleRepeats(e.target.checked)}
        />
        {t('series.repeats')}
      </label>
      {values.repeats ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor="event-repeat-until">
              {t('series.until')}
            </label>
            <input
              id="event-repeat-until"
              className="field__input event-repeat__date"
              type="date"
              min={firstDay || undefined}
              value={values.repeatUntil}
              onChange={(e) => onChange('repeatUntil', e.target.value)}
            />
          </div>
          <div className="event-form__checks" role="group" aria-label={t('series.weekdays')}>
            {names.map((name, day) => (
              <label key={name} className="event-form__check">
                <input
                  type="checkbox"
                  checked={values.repeatWeekdays.includes(day)}
                  onChange={(e) => toggleDay(day, e.target.checked)}
                />
                {name}
              </label>
            ))}
          </div>
          <div className="field">
            <label className="field__label" htmlFor="event-repeat-skip">
              {t('series.skip')}
            </label>
            <div className="event-repeat__skip">
              <input
                id="event-repeat-skip"
                className="field__input event-repeat__date"
                type="date"
                min={firstDay || undefined}
                max={values.repeatUntil || undefined}
                value={skip}
                onChange={(e) => setSkip(e.target.value)}
              />
              <button type="button" className="button button--secondary" onClick={addSkip}>
                {t('series.addSkip')}
              </button>
            </div>
          </div>
          {values.repeatExceptions.length ? (
            <ul className="event-repeat__skipped" aria-label={t('series.skipped')}>
              {values.repeatExceptions.map((day) => (
                <li key={day}>
                  {dayText(day)}
                  <button
                    type="button"
                    className="event-repeat__remove"
                    aria-label={t('series.removeSkip', { date: dayText(day) })}
                    onClick={() =>
                      onChange(
                        'repeatExceptions',
                        values.repeatExceptions.filter((d) => d !== day),
                      )
                    }
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {outcome && 'count' in outcome ? (
            <p className="field__hint" role="status">
              {t('series.count', { count: outcome.count })}
            </p>
          ) : null}
        </>
      ) : null}
      <FieldError
        id="event-repeat-error"
        message={
          error ??
          (outcome && 'problem' in outcome && values.repeatUntil
            ? t(outcome.problem as 'series.empty', outcome.params)
            : null)
        }
      />
    </fieldset>
  );
}
