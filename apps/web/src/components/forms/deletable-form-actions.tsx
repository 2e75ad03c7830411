import { useState } from 'react';
import { ConfirmDialog } from '../modal/confirm-dialog';
import { FormActions } from './form-actions';

/**
 * The action bar of a form that edits an item that can be deleted: FormActions, whose delete
 * button opens a confirmation (ConfirmDialog) before anything is deleted.
 */
export function DeletableFormActions({
  submitLabel,
  busy,
  busyLabel,
  deleteLabel,
  confirm,
  deleting,
  onConfirmDelete,
}: {
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  /** Undefined: no delete is offered (a new item, or one the person may not delete). */
  deleteLabel: string | undefined;
  /** The confirmation's words: title, Cancel, Yes, what its spinner says, and the question. */
  confirm: { title: string; cancel: string; yes: string; busy?: string; body?: string };
  /** The delete is under way. */
  deleting: boolean;
  /** Deletes the item; `close` closes the confirmation, once the delete succeeded or failed. */
  onConfirmDelete: (close: () => void) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  return (
    <>
      <FormActions
        submitLabel={submitLabel}
        busy={busy}
        busyLabel={busyLabel}
        deleteLabel={deleteLabel}
        onDelete={() => setConfirming(true)}
      />
      {confirming ? (
        <ConfirmDialog
          title={confirm.title}
          cancelLabel={confirm.cancel}
          confirmLabel={confirm.yes}
          busyLabel={confirm.busy}
          busy={deleting}
          onCancel={close}
          onConfirm={() => onConfirmDelete(close)}
        >
          {confirm.body === undefined ? undefined : <p>{confirm.body}</p>}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
