import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  instantOfWallTime,
  leavesAtProblem,
  RIDE_DIRECTIONS,
  RIDE_FROM_MAX_LENGTH,
  RIDE_LEAVES_AFTER_START_MAX_HOURS,
  RIDE_NOTE_MAX_LENGTH,
  RIDE_SEATS_MAX,
  type RideDirection,
  type RideOffer,
  type RideOfferInput,
  type RideRequest,
  type RideRequestInput,
  wallTimeOf,
} from '@dugout/shared';

/**
 * "Offer a ride" (`kind: 'offer'`: seats, from, leaving at, which way, note) or "Ask for a ride"
 * (`kind: 'ask'`: seats needed, from, note). Never a child's name: the adult posting is the contact.
 * With `editing`, the household's own offer or request, filled in, to change and save.
 */
export function RideForm(
  props: {
    timeZone: string | undefined;
    /** The event's start: an offer leaves at most a day after it. */
    eventStart: string | null;
    saving: boolean;
    onCancel: () => void;
  } & (
    | { kind: 'offer'; editing?: RideOffer; onSave: (body: RideOfferInput) => void }
    | { kind: 'ask'; editing?: RideRequest; onSave: (body: RideRequestInput) => void }
  ),
) {
  const { t } = useTranslation('rides');
  const id = useId();
  const offering = props.kind === 'offer';
  const editing = props.editing;
  const offer = props.kind === 'offer' ? props.editing : undefined;
  const [seats, setSeats] = useState(String(editing?.seats ?? (offering ? 3 : 1)));
  const [from, setFrom] = useState(editing?.from ?? '');
  const [leavesAt, setLeavesAt] = useState(
    offer?.leavesAt ? wallTimeOf(new Date(offer.leavesAt), props.timeZone) : '',
  );
  const [direction, setDirection] = useState<RideDirection>(offer?.direction ?? 'both');
  const [note, setNote] = useState(editing?.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const count = Number(seats);
    if (!Number.isInteger(count) || count < 1 || count > RIDE_SEATS_MAX) {
      return setProblem(t('form.seatsRange', { max: RIDE_SEATS_MAX }));
    }
    if (!from.trim()) return setProblem(t('form.required'));
    setProblem(null);
    const common = { seats: count, from: from.trim(), note: note.trim() };
    if (props.kind === 'ask') return props.onSave(common);
    const instant = leavesAt ? instantOfWallTime(leavesAt, props.timeZone) : null;
    // The server's rule, before sending: not passed (unless the offer keeps its own), not late.
    const late = leavesAtProblem(instant, props.eventStart, new Date(), offer?.leavesAt ?? null);
    if (late === 'passed') return setProblem(t('form.leavesAtPassed'));
    if (late === 'tooLate') {
      return setProblem(t('form.leavesAtTooLate', { hours: RIDE_LEAVES_AFTER_START_MAX_HOURS }));
    }
    props.onSave({ ...common, direction, leavesAt: instant?.toISOString() ?? null });
  };
  const field = (key: string, label: string, input: React.ReactElement, hint?: string) => (
    <div className="field" key={key}>
      <label className="field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      {input}
      {hint ? <p className="field__hint">{hint}</p> : null}
    </div>
  );

  return (
    <form className="ride-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {offering
          ? t(editing ? 'form.offerEditTitle' : 'form.offerTitle')
          : t(editing ? 'form.askEditTitle' : 'form.askTitle')}
      </h3>
      {field(
        'seats',
        offering ? t('form.seats') : t('form.seatsNeeded'),
        <input
          id={`${id}-seats`}
          className="field__input ride-form__seats"
          type="number"
          inputMode="numeric"
          min={1}
          max={RIDE_SEATS_MAX}
          value={seats}
          onChange={(e) => setSeats(e.target.value)}
        />,
      )}
      {field(
        'from',
        t('form.from'),
        <input
          id={`${id}-from`}
          className="field__input"
          maxLength={RIDE_FROM_MAX_LENGTH}
          autoComplete="off"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />,
        t('form.fromHint'),
      )}
      {offering
        ? [
            field(
              'leaves',
              t('form.leavesAt'),
              <input
                id={`${id}-leaves`}
                className="field__input"
                type="datetime-local"
                value={leavesAt}
                onChange={(e) => setLeavesAt(e.target.value)}
              />,
            ),
            field(
              'direction',
              t('form.direction'),
              <select
                id={`${id}-direction`}
                className="field__input"
                value={direction}
                onChange={(e) => setDirection(e.target.value as RideDirection)}
              >
                {RIDE_DIRECTIONS.map((d) => (
                  <option key={d} value={d}>
                    {t(`direction.${d}`)}
                  </option>
                ))}
              </select>,
            ),
          ]
        : null}
      {field(
        'note',
        t('form.note'),
        <textarea
          id={`${id}-note`}
          className="field__input"
          rows={2}
          maxLength={RIDE_NOTE_MAX_LENGTH}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />,
      )}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="ride-form__actions">
        <button type="submit" className="button button--primary" disabled={props.saving}>
          {editing ? t('form.save') : t('form.post')}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
