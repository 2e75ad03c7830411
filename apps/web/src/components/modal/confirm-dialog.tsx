import type { ReactNode } from 'react';
import { Spinner } from '../ui/spinner';
import { Modal } from './modal';

/**
 * The one yes/no confirmation (e.g. 'Are you sure?' with Cancel and Yes, a spinner while
 * busy), for every form and card. An alert dialog: it interrupts to ask, and focus starts on
 * Cancel, the harmless answer.
 */
export function ConfirmDialog({
  title,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
  onCancel,
  onConfirm,
  children,
}: {
  title: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Announced by the spinner while `busy`. */
  busyLabel?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** What is about to happen, read out with the title. */
  children?: ReactNode;
}) {
  return (
    <Modal
      role="alertdialog"
      title={title}
      onClose={onCancel}
      busy={busy}
      footer={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? <Spinner size="sm" label={busyLabel} /> : null}
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
