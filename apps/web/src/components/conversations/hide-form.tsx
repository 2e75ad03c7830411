import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDE_REASON_MAX_LENGTH } from '@dugout/shared';

/**
 * A manager's reason for hiding a post, asked under the post itself (a browser prompt is an
 * unstyled box with no count, and some phones' in-app browsers never show one).
 */
export function HideForm({
  busy,
  onHide,
  onCancel,
}: {
  busy: boolean;
  onHide: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('conversations');
  const id = useId();
  const [reason, setReason] = useState('');
  const empty = reason.trim().length === 0;
  return (
    <form
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        if (!empty) onHide(reason.trim());
      }}
    >
      <label className="field__label" htmlFor={id}>
        {t('hideReason')}
      </label>
      <input
        id={id}
        className="field__input"
        maxLength={HIDE_REASON_MAX_LENGTH}
        value={reason}
        aria-describedby={`${id}-count`}
        // Opened by the manager's own tap on Hide: the reason is what they type next.
        autoFocus
        onChange={(e) => setReason(e.target.value)}
      />
      <p id={`${id}-count`} className="field__hint">
        {t('count', { length: reason.length, max: HIDE_REASON_MAX_LENGTH })}
      </p>
      <div className="composer__actions">
        <button type="submit" className="button button--danger" disabled={busy || empty}>
          {t('hide')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
