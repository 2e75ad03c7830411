import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DUTY_NAME_MAX_LENGTH,
  DUTY_NOTE_MAX_LENGTH,
  DUTY_SLOTS_MAX,
  instantOfWallTime,
  wallTimeOf,
  type Duty,
  type DutyInput,
} from '@dugout/shared';

const wall = (iso: string | null, timeZone: string | undefined) =>
  iso ? wallTimeOf(new Date(iso), timeZone) : '';
const instant = (value: string, timeZone: string | undefined) =>
  value ? (instantOfWallTime(value, timeZone)?.toISOString() ?? null) : null;

/** Adding or editing a duty: its name in both languages, slots, note, time and cut-off. */
export function DutyForm({
  duty,
  timeZone,
  saving,
  onSave,
  onCancel,
}: {
  duty: Duty | null;
  timeZone: string | undefined;
  saving: boolean;
  onSave: (body: DutyInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('duties');
  const id = useId();
  const [nameEn, setNameEn] = useState(duty?.nameEn ?? '');
  const [nameEs, setNameEs] = useState(duty?.nameEs ?? '');
  const [slots, setSlots] = useState(String(duty?.slots ?? 1));
  const [note, setNote] = useState(duty?.note ?? '');
  const [at, setAt] = useState(wall(duty?.at ?? null, timeZone));
  const [closes, setCloses] = useState(wall(duty?.signupClosesAt ?? null, timeZone));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const count = Number(slots);
    if (!nameEn.trim() || !nameEs.trim()) return setProblem(t('form.required'));
    if (!Number.isInteger(count) || count < 1 || count > DUTY_SLOTS_MAX) {
      return setProblem(t('form.slotsRange', { max: DUTY_SLOTS_MAX }));
    }
    setProblem(null);
    onSave({
      nameEn: nameEn.trim(),
      nameEs: nameEs.trim(),
      slots: count,
      note: note.trim(),
      at: instant(at, timeZone),
      signupClosesAt: instant(closes, timeZone),
    });
  };
  const field = (
    key: string,
    label: string,
    input: React.ReactElement,
    hint?: string,
  ): React.ReactElement => (
    <div className="field" key={key}>
      <label className="field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      {input}
      {hint ? <p className="field__hint">{hint}</p> : null}
    </div>
  );

  return (
    <form className="duty-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{duty ? t('form.editTitle') : t('form.addTitle')}</h3>
      {field(
        'en',
        t('form.nameEn'),
        <input
          id={`${id}-en`}
          className="field__input"
          lang="en"
          maxLength={DUTY_NAME_MAX_LENGTH}
          value={nameEn}
          onChange={(e) => setNameEn(e.target.value)}
        />,
      )}
      {field(
        'es',
        t('form.nameEs'),
        <input
          id={`${id}-es`}
          className="field__input"
          lang="es"
          maxLength={DUTY_NAME_MAX_LENGTH}
          value={nameEs}
          onChange={(e) => setNameEs(e.target.value)}
        />,
      )}
      {field(
        'slots',
        t('form.slots'),
        <input
          id={`${id}-slots`}
          className="field__input duty-form__slots"
          type="number"
          inputMode="numeric"
          min={1}
          max={DUTY_SLOTS_MAX}
          value={slots}
          onChange={(e) => setSlots(e.target.value)}
        />,
      )}
      {field(
        'note',
        t('form.note'),
        <textarea
          id={`${id}-note`}
          className="field__input"
          rows={2}
          maxLength={DUTY_NOTE_MAX_LENGTH}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />,
      )}
      {field(
        'at',
        t('form.at'),
        <input
          id={`${id}-at`}
          className="field__input"
          type="datetime-local"
          value={at}
          onChange={(e) => setAt(e.target.value)}
        />,
      )}
      {field(
        'closes',
        t('form.closes'),
        <input
          id={`${id}-closes`}
          className="field__input"
          type="datetime-local"
          value={closes}
          onChange={(e) => setCloses(e.target.value)}
        />,
        t('form.closesHint'),
      )}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="duty-form__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {t('form.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
