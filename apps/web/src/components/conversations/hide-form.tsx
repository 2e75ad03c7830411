import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonField } from './reason-field';

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
      <ReasonField label={t('hideReason')} value={reason} onChange={setReason} />
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
