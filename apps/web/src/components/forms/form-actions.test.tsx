import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app';
import { FormActions } from './form-actions';

describe('FormActions', () => {
  it('submits the form, and offers Delete only with its label', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onDelete = vi.fn();
    renderWithApp({
      ui: (
        <form onSubmit={onSubmit}>
          <FormActions submitLabel="Save" busy={false} deleteLabel="Delete" onDelete={onDelete} />
        </form>
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while saving: the submit button is disabled and its spinner announces the work', async () => {
    renderWithApp({
      ui: <FormActions submitLabel="Create contact" busy busyLabel="Saving…" onDelete={vi.fn()} />,
    });
    const submit = await screen.findByRole('button', { name: /Create contact/ });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
