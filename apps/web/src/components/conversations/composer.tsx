import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POST_MAX_LENGTH } from '@dugout/shared';

/**
 * A post's text box with its count and button: a new post, a reply, or an edit. `onSubmit`
 * resolves true when the server took it (the box then empties), false to keep what was written.
 */
export function Composer({
  label,
  submitLabel,
  initial = '',
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('conversations');
  const id = useId();
  const [body, setBody] = useState(initial);
  const empty = body.trim().length === 0;
  return (
    <form
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        if (empty) return;
        // onSubmit answers false rather than throwing: the refusal is its toast.
        onSubmit(body.trim())
          .then((done) => {
            if (done) setBody('');
          })
          .catch(() => undefined);
      }}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input composer__input"
        rows={3}
        maxLength={POST_MAX_LENGTH}
        value={body}
        aria-describedby={`${id}-count`}
        onChange={(e) => setBody(e.target.value)}
      />
      <p id={`${id}-count`} className="field__hint">
        {t('count', { length: body.length, max: POST_MAX_LENGTH })}
      </p>
      <div className="composer__actions">
        <button type="submit" className="button button--primary" disabled={busy || empty}>
          {busy ? t('posting') : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
