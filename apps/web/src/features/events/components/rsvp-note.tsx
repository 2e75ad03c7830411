import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RSVP_NOTE_MAX } from '@dugout/shared';

/**
 * A short note with the answer ("arriving late"), at most RSVP_NOTE_MAX characters (the shared
 * limit the server checks too): sent with the next Yes or No, or saved on its own once there is
 * an answer.
 */
export function RsvpNote({
  value,
  onChange,
  onSave,
  canSave,
  busy,
}: {
  value: string;
  onChange: (note: string) => void;
  onSave: () => void;
  /** There is an answer to save it with, and the note differs from the one saved. */
  canSave: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation('events');
  const id = useId();
  return (
    <div className="rsvp-note">
      <label htmlFor={id}>{t('rsvp.noteLabel')}</label>
      <div className="rsvp-note__row">
        <input
          id={id}
          type="text"
          value={value}
          maxLength={RSVP_NOTE_MAX}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.value)}
        />
        {canSave ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={onSave}
          >
            {t('rsvp.saveNote')}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="rsvp-note__hint">
        {t('rsvp.noteHint', { count: value.length, max: RSVP_NOTE_MAX })}
      </p>
    </div>
  );
}
