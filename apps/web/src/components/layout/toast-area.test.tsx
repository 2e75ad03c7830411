import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastArea } from './toast-area';

describe('toast area', () => {
  afterEach(() => {
    act(() => toast.remove());
  });

  it('loads react-hot-toast at the first action and shows a toast raised before it', async () => {
    render(<ToastArea />);
    act(() => {
      toast.success('Saved before the area loaded');
    });
    // Nothing mounted yet: the first load does not carry the toaster.
    expect(screen.queryByText('Saved before the area loaded')).toBeNull();
    fireEvent.click(document.body);
    // Announced in react-hot-toast's status region.
    expect(await screen.findByText('Saved before the area loaded')).toHaveAttribute(
      'role',
      'status',
    );
  });
});
