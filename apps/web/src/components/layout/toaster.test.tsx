import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Toaster from './toaster';

const stack = () => document.documentElement.style.getPropertyValue('--toast-stack');

// jsdom lays nothing out: each toast reports the height a browser would measure (50 px).
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
    () =>
      ({ x: 0, y: 0, top: 0, left: 0, right: 300, bottom: 50, width: 300, height: 50 }) as DOMRect,
  );
});

afterEach(() => {
  act(() => toast.remove());
  vi.restoreAllMocks();
});

describe('toaster', () => {
  it("dismisses a form's error toast once its retry succeeds, keeping the spec's texts", async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Contact update failed: the phone number is not valid');
    });
    expect(
      await screen.findByText('Contact update failed: the phone number is not valid'),
    ).toHaveAttribute('role', 'status');
    act(() => {
      toast.success('User updated!');
    });
    expect(await screen.findByText('User updated!')).toBeInTheDocument();
    // Dismissed at once, removed 1 s later (the spec's removal delay).
    await waitFor(
      () =>
        expect(
          screen.queryByText('Contact update failed: the phone number is not valid'),
        ).toBeNull(),
      { timeout: 3000 },
    );
    expect(screen.getByText('User updated!')).toBeInTheDocument();
  });

  it('keeps an error that comes after the success', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Event updated!');
    });
    await screen.findByText('Event updated!');
    act(() => {
      toast.error('Deletion failed: the event has answers');
    });
    expect(await screen.findByText('Deletion failed: the event has answers')).toBeInTheDocument();
    // The success's own 2 s run out; the later error is still shown.
    await waitFor(() => expect(screen.queryByText('Event updated!')).toBeNull(), {
      timeout: 5000,
    });
    expect(screen.getByText('Deletion failed: the event has answers')).toBeInTheDocument();
  });

  it("gives the shown toasts' height to dialogs (--toast-stack), so none covers a dialog", async () => {
    render(<Toaster />);
    expect(stack()).toBe('0px');
    act(() => {
      toast('message sent!');
    });
    await screen.findByText('message sent!');
    // 16 px from the bottom, 50 px of toast, 8 px of gutter.
    await waitFor(() => expect(stack()).toBe('74px'));
    act(() => {
      toast.error('error sending message');
    });
    await waitFor(() => expect(stack()).toBe('132px'));
    act(() => toast.dismiss());
    await waitFor(() => expect(stack()).toBe('0px'));
  });
});
