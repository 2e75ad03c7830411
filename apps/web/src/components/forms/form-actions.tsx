import type { ReactNode } from 'react';
import { Spinner } from '../ui/spinner';
import './form-actions.css';

/**
 * The action bar at the foot of every form: the submit button (a spinner announces `busyLabel`
 * while saving), optional actions before it (e.g. "Add another"), and an optional delete button
 * set apart at the far end. The form owns the confirmation the delete opens (ConfirmDialog).
 */
export function FormActions({
  submitLabel,
  busy,
  busyLabel,
  before,
  deleteLabel,
  onDelete,
}: {
  submitLabel: string;
  /** Saving: the submit button is disabled and shows a spinner. */
  busy: boolean;
  /** What the spinner announces while busy (e.g. "Saving…"). */
  busyLabel?: string;
  /** Other actions, placed before the submit button. */
  before?: ReactNode;
  deleteLabel?: string;
  /** Shown only with `deleteLabel`. */
  onDelete?: () => void;
}) {
  return (
    <div className="form-actions">
      {before}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? <Spinner size="sm" label={busyLabel} /> : null}
        {submitLabel}
      </button>
      {deleteLabel && onDelete ? (
        <button
          type="button"
          className="button button--danger form-actions__delete"
          onClick={onDelete}
        >
          {deleteLabel}
        </button>
      ) : null}
    </div>
  );
}
