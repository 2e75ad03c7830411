import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_TAKEDOWN_REASON_MAX_LENGTH } from '@dugout/shared';
import { Modal } from '../modal/modal';

/**
 * A member's request to take a photo down: why (optional), sent to the event's managers. A
 * dialog of the page, not the browser's prompt, so it is in the member's language and reads
 * out as one.
 */
export function PhotoTakedownDialog({
  busy,
  onSend,
  onClose,
}: {
  busy: boolean;
  onSend: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('photos');
  const ids = useId();
  const [reason, setReason] = useState('');
  return (
    <Modal
      title={t('takedown.title')}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={onClose}
            disabled={busy}
          >
            {t('takedown.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => onSend(reason.trim())}
          >
            {t('takedown.send')}
          </button>
        </>
      }
    >
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-reason`}>
          {t('takedown.reason')}
        </label>
        <textarea
          id={`${ids}-reason`}
          className="field__input"
          rows={3}
          maxLength={PHOTO_TAKEDOWN_REASON_MAX_LENGTH}
          value={reason}
          aria-describedby={`${ids}-hint`}
          onChange={(e) => setReason(e.target.value)}
        />
        <p id={`${ids}-hint`} className="field__hint">
          {t('takedown.hint', { max: PHOTO_TAKEDOWN_REASON_MAX_LENGTH })}
        </p>
      </div>
    </Modal>
  );
}
