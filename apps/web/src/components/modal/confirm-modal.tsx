import type { ReactNode } from 'react';
import { Spinner } from '../ui/spinner';
import { Modal } from './modal';

/** A yes/no confirmation (e.g. spec §2 'Are you sure?' with Cancel and Yes, spinner while busy). */
export function ConfirmModal({
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
  children?: ReactNode;
}) {
  return (
    <Modal
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
