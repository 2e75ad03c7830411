import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { ConfirmDialog } from './confirm-dialog';

function dialog(busy: boolean) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  renderWithApp({
    ui: (
      <ConfirmDialog
        title="Are you sure?"
        cancelLabel="Cancel"
        confirmLabel="Yes"
        busyLabel="Deleting…"
        busy={busy}
        onCancel={onCancel}
        onConfirm={onConfirm}
      >
        <p>Delete Ana Uno?</p>
      </ConfirmDialog>
    ),
  });
  return { onCancel, onConfirm };
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog, starts on Cancel, and answers Yes or Cancel', async () => {
    const { onCancel, onConfirm } = dialog(false);
    const box = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(box).toHaveAccessibleDescription('Delete Ana Uno?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while busy: both answers disabled, the spinner says what is happening, Escape ignored', async () => {
    const { onCancel } = dialog(true);
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Yes/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Deleting…');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
